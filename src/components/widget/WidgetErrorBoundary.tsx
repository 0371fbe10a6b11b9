import type { ReactNode } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';

/** Last line of defence: a bug in the widget shows a message instead of blanking the host page. */
export function WidgetErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      consoleLabel="Swap widget crashed"
      fallback={(reset) => <CrashNotice onRetry={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function CrashNotice({ onRetry }: { onRetry(): void }) {
  const t = useT(widgetMessages);
  return (
    <div
      role="alert"
      className="rounded-widget border border-danger/40 bg-surface p-4 text-sm text-text"
    >
      <p className="font-semibold text-danger">{t('crashed')}</p>
      <p className="mt-1 text-text-muted">{t('crashedHint')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg border border-border px-3 py-1.5 hover:bg-surface-raised"
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}
