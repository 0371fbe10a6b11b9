import { lazy, useState } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { HEADER_ICON_BUTTON, HeaderIcon } from '../widget/HeaderIcon';
import { OnDemand } from '../widget/OnDemand';

// The dialog loads when it is opened: the quote screen never pays for it.
const HistoryDialog = lazy(() =>
  import('./HistoryDialog').then((m) => ({ default: m.HistoryDialog })),
);

/** The header's "History" button (a clock): opens "Swap history". */
export function HistoryButton() {
  const [open, setOpen] = useState(false);
  const t = useT(widgetMessages);
  return (
    <>
      {/* An icon, like Settings': the header keeps room for the account button on one line. */}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('history')}
        title={t('history')}
        onClick={() => setOpen(true)}
        className={HEADER_ICON_BUTTON}
      >
        <HeaderIcon>
          <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
          <path d="M3 3v5h5M12 7v5l3 2" />
        </HeaderIcon>
      </button>
      {open && (
        <OnDemand failed={t('historyFailed')}>
          <HistoryDialog onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
