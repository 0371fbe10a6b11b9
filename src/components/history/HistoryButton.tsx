import { lazy, useState } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { OnDemand } from '../widget/OnDemand';

// The dialog loads when it is opened: the quote screen never pays for it.
const HistoryDialog = lazy(() =>
  import('./HistoryDialog').then((m) => ({ default: m.HistoryDialog })),
);

/** The header's "History" button: opens "Swap history". */
export function HistoryButton() {
  const [open, setOpen] = useState(false);
  const t = useT(widgetMessages);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-lg px-2 py-1 text-sm text-text-muted hover:bg-surface-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t('history')}
      </button>
      {open && (
        <OnDemand failed={t('historyFailed')}>
          <HistoryDialog onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
