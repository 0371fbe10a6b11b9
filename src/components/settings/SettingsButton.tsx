import { lazy, useState } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useFormat, useT } from '../../i18n/I18nProvider';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { OnDemand } from '../widget/OnDemand';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { formatSlippage } from './formatSlippage';

// The dialog and its words load when it is opened, like the history's.
const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);

/** The header's "Settings" button (shows the slippage, and a dot when something needs input). */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const slippageBps = useWidgetStore((s) => s.settings.slippageBps);
  // Counts the wallet connected for the destination type, so a working setup shows no dot.
  const needsAttention = useRecipientCheck().error !== undefined;
  const t = useT(widgetMessages);
  const fmt = useFormat();

  return (
    <>
      <span className="text-xs text-text-muted" aria-hidden="true">
        {formatSlippage(slippageBps, fmt)}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('settings')}
        aria-description={needsAttention ? t('settingsAttention') : undefined}
        onClick={() => setOpen(true)}
        className="relative rounded-lg p-1.5 text-text-muted hover:bg-surface-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
        </svg>
        {needsAttention && (
          <span
            className="absolute top-1 right-1 size-2 rounded-full bg-danger"
            aria-hidden="true"
          />
        )}
      </button>
      {open && (
        <OnDemand failed={t('settingsFailed')}>
          <SettingsDialog onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
