import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../feedback/ErrorBoundary';

// The dialog loads when it is opened: the quote screen never pays for it.
const HistoryDialog = lazy(() =>
  import('./HistoryDialog').then((m) => ({ default: m.HistoryDialog })),
);

/** The header's "History" button: opens "Swap history". */
export function HistoryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-lg px-2 py-1 text-sm text-text-muted hover:bg-surface-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        History
      </button>
      {open && (
        <ErrorBoundary fallback={() => <HistoryLoadFailed />}>
          <Suspense fallback={null}>
            <HistoryDialog onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

function HistoryLoadFailed() {
  return (
    <p role="alert" className="text-sm text-danger">
      The history could not be loaded. Reload the page to try again.
    </p>
  );
}
