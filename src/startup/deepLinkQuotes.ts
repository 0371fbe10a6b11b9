import type { QueryClient } from '@tanstack/react-query';
import { quotesQueryOptions, quotesQueryPrefix } from '../queries/quotes';
import {
  buildDeepLinkQuoteRequest,
  type DeepLinkQuoteInput,
} from '../quoting/deepLinkQuoteRequest';
import type { PageClients } from './pageStart';

/**
 * Sends a deep link's first `/quotes` into the page's query cache (`startPage`), unless the widget
 * has asked already. Loaded with the request's builder, beside the address checks, so the first
 * load carries neither.
 */
export function askDeepLinkQuotes(
  clients: PageClients,
  scope: string,
  choice: DeepLinkQuoteInput,
): Promise<void> | undefined {
  const request = buildDeepLinkQuoteRequest(choice);
  if (!request) return undefined;
  // The widget may have asked already, in this form or in its own (it rendered first, and its
  // lists arrived before these checks: in smallest units): its answer stands, a failure too.
  // Asking again would hide that failure, or spend budget on the same quote.
  if (widgetAskedQuotes(clients.queryClient, scope)) return undefined;
  return clients.queryClient.prefetchQuery(quotesQueryOptions(clients.client, scope, request));
}

/** Whether the widget has asked `/quotes` for any request (a query with one is in the cache). */
function widgetAskedQuotes(queryClient: QueryClient, scope: string): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [...quotesQueryPrefix(scope)] })
    .some((query) => query.queryKey[2] !== null);
}
