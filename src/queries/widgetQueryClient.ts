import { QueryClient } from '@tanstack/react-query';
import { queryKeyHashFn } from './keys';
import { metaRetry } from './retry';

/** A query client of its own per widget instance: the host app's cache is never shared. */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn,
        // Transient failures are retried twice; the quotes query overrides this with no retry
        // (a retried quote is stale and costs budget; the routes panel re-quotes instead).
        retry: metaRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
