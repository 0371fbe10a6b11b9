import { actionMessages } from './action';
import { amountMessages } from './amount';
import { apiErrorMessages } from './apiErrors';
import { errorCodeMessages } from './errorCodes';
import { feedbackMessages } from './feedback';
import { pickersMessages } from './pickers';
import { reviewMessages } from './review';
import { routesMessages } from './routes';
import { tokenPickerMessages } from './tokenPicker';
import { widgetMessages } from './widget';

/**
 * Every English section, for the catalogue's tests. Components import their own section, so the
 * words of a part loaded on demand load with it.
 */
export const englishSections = [
  actionMessages,
  amountMessages,
  apiErrorMessages,
  errorCodeMessages,
  feedbackMessages,
  pickersMessages,
  reviewMessages,
  routesMessages,
  tokenPickerMessages,
  widgetMessages,
] as const;
