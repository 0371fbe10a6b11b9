import type { CompleteTranslation } from '../catalogue';
import { action } from './action';
import { amount } from './amount';
import { apiErrors } from './apiErrors';
import { balanceLine } from './balanceLine';
import { choiceChecks } from './choiceChecks';
import { config } from './config';
import { errorCodes } from './errorCodes';
import { execution } from './execution';
import { executionErrors } from './executionErrors';
import { feedback } from './feedback';
import { history } from './history';
import { page } from './page';
import { pickers } from './pickers';
import { quoteStates } from './quoteStates';
import { recipientField } from './recipientField';
import { review } from './review';
import { routeChecks } from './routeChecks';
import { routes } from './routes';
import { routesPanel } from './routesPanel';
import { sandbox } from './sandbox';
import { settings } from './settings';
import { swapCheckErrors } from './swapCheckErrors';
import { tokenPicker } from './tokenPicker';
import { untrustedApi } from './untrustedApi';
import { walletErrors } from './walletErrors';
import { walletMenu } from './walletMenu';
import { widget } from './widget';

/**
 * Vietnamese, loaded on demand (`loadTranslations`). Typed from the English sections, so a missing
 * section or key is a type error; the catalogue test checks placeholders and plurals match.
 */
export const vi: CompleteTranslation = {
  action,
  amount,
  apiErrors,
  balanceLine,
  choiceChecks,
  config,
  errorCodes,
  execution,
  executionErrors,
  feedback,
  history,
  page,
  pickers,
  quoteStates,
  recipientField,
  review,
  routeChecks,
  routes,
  routesPanel,
  sandbox,
  settings,
  swapCheckErrors,
  tokenPicker,
  untrustedApi,
  walletErrors,
  walletMenu,
  widget,
};
