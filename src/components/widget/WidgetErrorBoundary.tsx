import { Component, type ErrorInfo, type ReactNode } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';

interface State {
  error?: Error;
}

/** Last line of defence: a bug in the widget shows a message instead of blanking the host page. */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for developers; the user sees the short message below.
    console.warn('Swap widget crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashNotice onRetry={() => this.setState({ error: undefined })} />;
  }
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
