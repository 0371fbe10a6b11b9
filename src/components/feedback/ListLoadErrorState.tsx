import { useEffect } from 'react';
import { RateLimitError } from '../../api/errors';
import { quoteStatesMessages } from '../../i18n/en/quoteStates';
import { useT } from '../../i18n/I18nProvider';
import { QuoteErrorState } from './QuoteErrorState';

export interface ListLoadErrorStateProps {
  /** Which list failed: chains leave nothing to choose from, tokens leave the choice unresolved. */
  list: 'chains' | 'tokens';
  error: unknown;
  errorAt: number;
  onRetry(): void;
  isRetrying?: boolean;
}

/**
 * The chain or token list failed (API down at page load): said on the card, in the same words
 * as a failed quote, with Retry. After a 429 the list is asked for again once the wait is over,
 * which is what the rate-limit message promises (list queries do not retry a 429 themselves).
 */
export function ListLoadErrorState({
  list,
  error,
  errorAt,
  onRetry,
  isRetrying,
}: ListLoadErrorStateProps) {
  const t = useT(quoteStatesMessages);
  const waitMs = error instanceof RateLimitError ? error.retryAfterMs : undefined;
  useEffect(() => {
    if (waitMs === undefined) return;
    const timer = setTimeout(onRetry, Math.max(0, errorAt + waitMs - Date.now()));
    return () => clearTimeout(timer);
  }, [waitMs, errorAt, onRetry]);
  return (
    <QuoteErrorState
      title={t(list === 'chains' ? 'chainsFailed' : 'tokensFailed')}
      error={error}
      errorAt={errorAt}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
