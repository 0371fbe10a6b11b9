import { actionMessages } from './action';
import { amountMessages } from './amount';
import { apiErrorMessages } from './apiErrors';
import { balanceLineMessages } from './balanceLine';
import { choiceChecksMessages } from './choiceChecks';
import { configMessages } from './config';
import { errorCodeMessages } from './errorCodes';
import { executionMessages } from './execution';
import { executionErrorMessages } from './executionErrors';
import { feedbackMessages } from './feedback';
import { historyMessages } from './history';
import { pageMessages } from './page';
import { pickersMessages } from './pickers';
import { quoteStatesMessages } from './quoteStates';
import { recipientFieldMessages } from './recipientField';
import { reviewMessages } from './review';
import { routeChecksMessages } from './routeChecks';
import { routesMessages } from './routes';
import { routesPanelMessages } from './routesPanel';
import { sandboxMessages } from './sandbox';
import { settingsMessages } from './settings';
import { swapCheckErrorMessages } from './swapCheckErrors';
import { tokenPickerMessages } from './tokenPicker';
import { untrustedApiMessages } from './untrustedApi';
import { walletErrorMessages } from './walletErrors';
import { walletMenuMessages } from './walletMenu';
import { widgetMessages } from './widget';

/**
 * Every English section, for the catalogue's tests. Components import their own section, so the
 * words of a part loaded on demand load with it.
 */
export const englishSections = [
  actionMessages,
  amountMessages,
  apiErrorMessages,
  balanceLineMessages,
  choiceChecksMessages,
  configMessages,
  errorCodeMessages,
  executionMessages,
  executionErrorMessages,
  feedbackMessages,
  historyMessages,
  pageMessages,
  pickersMessages,
  quoteStatesMessages,
  recipientFieldMessages,
  reviewMessages,
  routeChecksMessages,
  routesMessages,
  routesPanelMessages,
  sandboxMessages,
  settingsMessages,
  swapCheckErrorMessages,
  tokenPickerMessages,
  untrustedApiMessages,
  walletErrorMessages,
  walletMenuMessages,
  widgetMessages,
] as const;
