import type { QueryClient } from '@tanstack/react-query';
import { createRoutingClient, type RoutingClient } from '../api/client';
import type { QuoteRequest } from '../api/types';
import { devQuickSwapRequested } from '../devtools/devQuickSwap';
import { quotesQueryOptions } from '../queries/quotes';
import { createWidgetQueryClient } from '../queries/widgetQueryClient';
import { buildDeepLinkQuoteRequest } from '../quoting/deepLinkQuoteRequest';
import { storageScope } from '../state/persistedStorage';
import { createWidgetStore, settingsStorageKey } from '../state/widgetStore';
import { storeInitFromConfig } from '../state/widgetStoreInit';
import { buildTimePageConfig } from './pageConfig';
import { parseUrlState } from './urlState';
import { DEFAULT_INSTANCE_ID, routingClientConfigOf, type WidgetConfig } from './widgetConfig';

/**
 * What a page (hosted or iframe) does first, before React and the widget's code are even
 * evaluated: read its config from the URL (untrusted, see `parseUrlState`) and the build
 * (`buildTimePageConfig`; in a development build a link's `quickSwap=1` too), and
 * send a deep link's first `/quotes` at once, through the routing client and into the query cache
 * the page then hands its widget (`clients`). The widget's first render finds that answer already
 * read, checked and cached when it came in meanwhile, and paints the routes with the card itself;
 * else it waits on the same request. Its imports stay free of React and of the widget's
 * components: they are what is evaluated before the request leaves.
 */
export function startPage(search: string, instanceId: string) {
  const base = { instanceId, ...buildTimePageConfig() };
  // Development builds only: a link may turn `/quick-swap` on (e2e); else the build decides.
  if (devQuickSwapRequested(search)) base.quickSwap = true;
  const parsed = parseUrlState(search, base);
  const clients: PageClients = {
    client: createRoutingClient(routingClientConfigOf(parsed.config)),
    queryClient: createWidgetQueryClient(),
  };
  const request = firstQuoteRequest(parsed.config);
  if (request) {
    const scope = parsed.config.instanceId ?? DEFAULT_INSTANCE_ID;
    // The widget's own query for this request (same key, same client): it is asked once.
    void clients.queryClient.prefetchQuery(quotesQueryOptions(clients.client, scope, request));
  }
  return { ...parsed, clients };
}

/** A page's routing client and query cache, made before its widget, which then uses them. */
export interface PageClients {
  client: RoutingClient;
  queryClient: QueryClient;
}

/**
 * The request the widget's first render sends for this config: the deep link's, for the
 * placeholder wallet, with the settings this instance kept (read through the widget's own store
 * code, so both agree). Undefined when the link is not a complete choice.
 */
function firstQuoteRequest(config: WidgetConfig): QuoteRequest | undefined {
  try {
    const scope = config.instanceId ?? DEFAULT_INSTANCE_ID;
    const store = createWidgetStore(storeInitFromConfig(config), {
      storageKey: settingsStorageKey(storageScope(scope, config.apiUrl)),
    });
    const { from, to, amountText, settings } = store.getState();
    return buildDeepLinkQuoteRequest({ from, to, amountText, settings });
  } catch {
    // Only an optimisation: the widget asks for itself.
    return undefined;
  }
}
