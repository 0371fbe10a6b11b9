import { useShallow } from 'zustand/react/shallow';
import { rateLimitedMessage } from '../../api/errors';
import { quoteStatesMessages } from '../../i18n/en/quoteStates';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { describeError } from './describeError';
import { secondsUntil, useNow } from './useNow';

export interface QuoteErrorStateProps {
  error: unknown;
  /** When the error arrived (ms since epoch), for the rate-limit countdown. */
  errorAt: number;
  onRetry(): void;
  isRetrying?: boolean;
  /** What failed, said first (e.g. "The token list could not be loaded."). */
  title?: string;
}

/** A failed quote request, in words, with what to do (retry now, or the wait). */
export function QuoteErrorState({
  error,
  errorAt,
  onRetry,
  isRetrying,
  title,
}: QuoteErrorStateProps) {
  const i18n = useI18n();
  const t = useT(quoteStatesMessages);
  const view = describeError(error, i18n);
  const isRateLimited = view.kind === 'rate-limited';
  const now = useNow(1000, isRateLimited);
  const message = isRateLimited
    ? i18n.text(rateLimitedMessage(Math.max(1, secondsUntil(errorAt + view.retryAfterMs, now))))
    : view.message;
  return (
    <div role="alert" className="rounded-xl border border-danger p-3 text-sm text-text">
      {title && <p className="font-medium">{title}</p>}
      <p>{message}</p>
      {view.canRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className="mt-2 rounded-lg border border-border px-3 py-1 text-sm hover:bg-surface-raised disabled:opacity-60"
        >
          {isRetrying ? t('retrying') : t('retry')}
        </button>
      )}
    </div>
  );
}

/**
 * The empty answer: no route for this pair and amount. With providers included or excluded in
 * the settings, the filter may be why: it says so and offers to clear it.
 */
export function NoRouteState() {
  const { include, exclude } = useWidgetStore(
    useShallow((s) => ({
      include: s.settings.includeProviders,
      exclude: s.settings.excludeProviders,
    })),
  );
  const { updateSettings } = useWidgetActions();
  const t = useT(quoteStatesMessages);
  const filter = providerFilterText(include, exclude, t);
  return (
    <div role="status" className="rounded-xl border border-border p-3 text-sm text-text-muted">
      <p>{filter ? t('noRouteFiltered', { filter }) : t('noRoute')}</p>
      {filter && (
        <button
          type="button"
          onClick={() => updateSettings({ includeProviders: [], excludeProviders: [] })}
          className="mt-2 rounded-lg border border-border px-3 py-1 text-sm text-text hover:bg-surface-raised"
        >
          {t('clearFilters')}
        </button>
      )}
    </div>
  );
}

/** "only Sandbox DEX", "excluding a, b"; undefined without a filter. */
function providerFilterText(
  include: string[],
  exclude: string[],
  t: ReturnType<typeof useT<typeof quoteStatesMessages.en>>,
): string | undefined {
  const parts: string[] = [];
  if (include.length > 0) parts.push(t('filterOnly', { providers: include.join(', ') }));
  if (exclude.length > 0) parts.push(t('filterExcluding', { providers: exclude.join(', ') }));
  return parts.length > 0 ? parts.join('; ') : undefined;
}
