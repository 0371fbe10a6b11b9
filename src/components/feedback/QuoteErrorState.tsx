import { useShallow } from 'zustand/react/shallow';
import { rateLimitedMessage } from '../../api/errors';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { describeError, NO_ROUTE_TEXT } from './describeError';
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
  const view = describeError(error);
  const isRateLimited = view.kind === 'rate-limited';
  const now = useNow(1000, isRateLimited);
  const message = isRateLimited
    ? rateLimitedMessage(Math.max(1, secondsUntil(errorAt + view.retryAfterMs, now)))
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
          {isRetrying ? 'Retrying…' : 'Retry'}
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
  const filter = providerFilterText(include, exclude);
  return (
    <div role="status" className="rounded-xl border border-border p-3 text-sm text-text-muted">
      <p>{filter ? NO_ROUTE_TEXT.filtered(filter) : NO_ROUTE_TEXT.any}</p>
      {filter && (
        <button
          type="button"
          onClick={() => updateSettings({ includeProviders: [], excludeProviders: [] })}
          className="mt-2 rounded-lg border border-border px-3 py-1 text-sm text-text hover:bg-surface-raised"
        >
          Clear provider filters
        </button>
      )}
    </div>
  );
}

/** "only Sandbox DEX", "excluding a, b"; undefined without a filter. */
function providerFilterText(include: string[], exclude: string[]): string | undefined {
  const parts: string[] = [];
  if (include.length > 0) parts.push(`only ${include.join(', ')}`);
  if (exclude.length > 0) parts.push(`excluding ${exclude.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}
