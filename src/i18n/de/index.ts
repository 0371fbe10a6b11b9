import type { CompleteTranslation } from '../catalogue';
import { action } from './action';
import { amount } from './amount';
import { apiErrors } from './apiErrors';
import { errorCodes } from './errorCodes';
import { feedback } from './feedback';
import { pickers } from './pickers';
import { review } from './review';
import { routes } from './routes';
import { tokenPicker } from './tokenPicker';
import { widget } from './widget';

/**
 * German, loaded on demand (`loadTranslations`). Typed from the English sections, so a missing
 * section or key is a type error; the catalogue test checks placeholders and plurals match.
 */
export const de: CompleteTranslation = {
  action,
  amount,
  apiErrors,
  errorCodes,
  feedback,
  pickers,
  review,
  routes,
  tokenPicker,
  widget,
};
