import type { Translation } from '../lib/messages';
import type { actionMessages } from './en/action';
import type { amountMessages } from './en/amount';
import type { apiErrorMessages } from './en/apiErrors';
import type { balanceLineMessages } from './en/balanceLine';
import type { choiceChecksMessages } from './en/choiceChecks';
import type { configMessages } from './en/config';
import type { errorCodeMessages } from './en/errorCodes';
import type { executionMessages } from './en/execution';
import type { executionErrorMessages } from './en/executionErrors';
import type { feedbackMessages } from './en/feedback';
import type { historyMessages } from './en/history';
import type { pageMessages } from './en/page';
import type { pickersMessages } from './en/pickers';
import type { quoteStatesMessages } from './en/quoteStates';
import type { recipientFieldMessages } from './en/recipientField';
import type { reviewMessages } from './en/review';
import type { routeChecksMessages } from './en/routeChecks';
import type { routesMessages } from './en/routes';
import type { routesPanelMessages } from './en/routesPanel';
import type { sandboxMessages } from './en/sandbox';
import type { settingsMessages } from './en/settings';
import type { swapCheckErrorMessages } from './en/swapCheckErrors';
import type { tokenPickerMessages } from './en/tokenPicker';
import type { untrustedApiMessages } from './en/untrustedApi';
import type { walletErrorMessages } from './en/walletErrors';
import type { walletMenuMessages } from './en/walletMenu';
import type { widgetMessages } from './en/widget';

/** Every English section; a language must translate each (`de/index.ts`). */
type CatalogueSections =
  | typeof actionMessages
  | typeof amountMessages
  | typeof apiErrorMessages
  | typeof balanceLineMessages
  | typeof choiceChecksMessages
  | typeof configMessages
  | typeof errorCodeMessages
  | typeof executionMessages
  | typeof executionErrorMessages
  | typeof feedbackMessages
  | typeof historyMessages
  | typeof pageMessages
  | typeof pickersMessages
  | typeof quoteStatesMessages
  | typeof recipientFieldMessages
  | typeof reviewMessages
  | typeof routeChecksMessages
  | typeof routesMessages
  | typeof routesPanelMessages
  | typeof sandboxMessages
  | typeof settingsMessages
  | typeof swapCheckErrorMessages
  | typeof tokenPickerMessages
  | typeof untrustedApiMessages
  | typeof walletErrorMessages
  | typeof walletMenuMessages
  | typeof widgetMessages;

/** A complete translation of the catalogue, section by section. */
export type CompleteTranslation = {
  readonly [S in CatalogueSections as S['name']]: Translation<S['en']>;
};
