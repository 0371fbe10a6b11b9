import { lazy, useState } from 'react';
import { useIsHidden } from '../../config/useHiddenUI';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { moduleOnDemand } from '../../lib/moduleOnDemand';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { HEADER_ICON_BUTTON, HeaderIcon } from '../widget/HeaderIcon';
import { OnDemand } from '../widget/OnDemand';
import { useModuleOnDemand } from '../widget/useModuleOnDemand';

// The dialog and its words load when it is opened, like the history's.
const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);

// The dot's recipient rules and the slippage's words load after the first paint (the rules with
// the main button's, which share them).
const settingsAttention = moduleOnDemand(() => import('./SettingsAttention'));

/** The header's "Settings" button (shows the slippage, and a dot when something needs input). */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const slippageBps = useWidgetStore((s) => s.settings.slippageBps);
  // No dot when the recipient field is hidden: Settings has nothing to fix then. A failed load
  // shows none either: the recipient row and the main button still say what is missing.
  const recipientHidden = useIsHidden('toAddress');
  const attention = useModuleOnDemand(settingsAttention, false);
  const [needsInput, setNeedsInput] = useState(false);
  const needsAttention = needsInput && !recipientHidden;
  const t = useT(widgetMessages);

  return (
    <>
      <span className="text-xs text-text-muted" aria-hidden="true">
        {attention && <attention.SlippageText bps={slippageBps} />}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('settings')}
        aria-description={needsAttention ? t('settingsAttention') : undefined}
        onClick={() => setOpen(true)}
        className={HEADER_ICON_BUTTON}
      >
        <HeaderIcon>
          {/* Sliders: a gear's outline path is most of this file's bytes in the first load. */}
          <path d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1" />
          <circle cx="15" cy="6" r="2" />
          <circle cx="9" cy="12" r="2" />
          <circle cx="17" cy="18" r="2" />
        </HeaderIcon>
        {needsAttention && (
          <span
            className="absolute top-1 right-1 size-2 rounded-full bg-danger"
            aria-hidden="true"
          />
        )}
      </button>
      {attention && !recipientHidden && <attention.SettingsAttention onChange={setNeedsInput} />}
      {open && (
        <OnDemand failed={t('settingsFailed')}>
          <SettingsDialog onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
