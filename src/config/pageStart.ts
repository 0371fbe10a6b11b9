import { createEarlyFetch } from '../api/earlyFetch';
import { startEarlyQuotes } from '../api/earlyQuotes';
import type { QuoteRequest } from '../api/types';
import { buildDeepLinkQuoteRequest } from '../quoting/deepLinkQuoteRequest';
import { storageScope } from '../state/persistedStorage';
import { createWidgetStore, settingsStorageKey } from '../state/widgetStore';
import { storeInitFromConfig } from '../state/widgetStoreInit';
import { buildTimePageConfig } from './pageConfig';
import { parseUrlState } from './urlState';
import { DEFAULT_INSTANCE_ID, routingClientConfigOf, type WidgetConfig } from './widgetConfig';

/**
 * What a page (hosted or iframe) does first, before React and the widget's code are even
 * evaluated: read its config from the URL (untrusted, see `parseUrlState`) and the build, and
 * send a deep link's first `/quotes` at once. The widget's client gets that answer through
 * `fetch` when it asks for the very same request (`earlyFetch.ts`), so the first route does not
 * wait for the page's code. Its imports stay free of React and of the widget's components: they
 * are what is evaluated before the request leaves.
 */
export function startPage(search: string, instanceId: string) {
  const parsed = parseUrlState(search, { instanceId, ...buildTimePageConfig() });
  const early = createEarlyFetch(globalThis.fetch.bind(globalThis));
  const request = firstQuoteRequest(parsed.config);
  if (request) startEarlyQuotes(early, routingClientConfigOf(parsed.config), request);
  return { ...parsed, fetch: early.fetch };
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
