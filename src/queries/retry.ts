import { isRetryableError } from '../api/errors';
import type { WidgetError } from '../lib/widgetError';

/**
 * Retry policy for reads other than quotes: transient failures (network, timeout, 5xx) up to
 * twice; never a 4xx or a 429 (the request budget already waited once for the 429). The error
 * is typed `WidgetError` so `queryOptions` infers the registered error type, not `unknown`.
 */
export function metaRetry(failureCount: number, error: WidgetError): boolean {
  return failureCount < 2 && isRetryableError(error);
}
