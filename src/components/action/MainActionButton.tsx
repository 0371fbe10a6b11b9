import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { moduleOnDemand } from '../../lib/moduleOnDemand';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PartFailedNotice } from '../feedback/PartFailedNotice';
import { useModuleOnDemand } from '../widget/useModuleOnDemand';
import { MAIN_BUTTON_CLASS } from './mainButtonClass';

// What the button says and does (its states, the recipient's confirmation, the native balance
// rule, the review's opening) is not needed for the first paint, where no wallet is known yet and
// the button says "Loading wallet…": it loads right after it, before the wallet stacks.
const mainAction = moduleOnDemand(() => import('./MainAction'));

/**
 * The widget's main button (`MainAction`); until its code is in, it says "Loading wallet…",
 * disabled, as it does until the widget knows whether a wallet is connected.
 */
export function MainActionButton() {
  const t = useT(widgetMessages);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <PartFailedNotice
          message={t('mainActionFailed')}
          retry={{ label: t('tryAgain'), onRetry: reset }}
        />
      )}
    >
      <MainActionOnDemand />
    </ErrorBoundary>
  );
}

function MainActionOnDemand() {
  const t = useT(widgetMessages);
  const loaded = useModuleOnDemand(mainAction, true);
  if (loaded) return <loaded.MainAction />;
  return (
    <button type="button" disabled className={MAIN_BUTTON_CLASS}>
      {t('loadingWallet')}
    </button>
  );
}
