import type { QueryClient } from '@tanstack/react-query';
import type { RoutingClient } from '../api/client';
import { routesQuotes } from '../components/routes/routesOnDemand';
import { offerRules, quoteSettings } from '../config/offerRules';
import { parseUrlState } from '../config/urlState';
import type { WidgetConfig } from '../config/widgetConfig';
import { devQuickSwapRequested } from '../devtools/devQuickSwap';
import { loadAddressFormats } from '../lib/loadAddressFormats';
import { createWidgetQueryClient } from '../queries/widgetQueryClient';
import { deepLinkDisplayAmount } from '../quoting/deepLinkAmount';
import type { DeepLinkQuoteInput } from '../quoting/deepLinkQuoteRequest';
import { createInstanceClient, createInstanceStore, instanceScope } from './widgetInstance';

/**
 * What a page (hosted or iframe) does first, before React and the widget's code are even
 * evaluated: read its config from the URL (untrusted, see `parseUrlState`) and the build
 * (`__PAGE_BUILD_CONFIG__`; in a development build a link's `quickSwap=1` too), and
 * send a deep link's first `/quotes` at once, through the routing client and into the query cache
 * the page then hands its widget (`clients`). The widget's first render finds that answer already
 * read, checked and cached when it came in meanwhile, and paints the routes with the card itself;
 * else it waits on the same request. `firstPaint` says when to render: see `FIRST_QUOTES_HOLD_MS`. Its imports stay free of React and of the widget's
 * components: they are what is evaluated before the request leaves.
 */
export function startPage(search: string, instanceId: string) {
  const base = { instanceId, ...__PAGE_BUILD_CONFIG__ };
  // Development builds only: a link may turn `/quick-swap` on (e2e); else the build decides.
  if (devQuickSwapRequested(search)) base.quickSwap = true;
  const parsed = parseUrlState(search, base);
  const clients: PageClients = {
    client: createInstanceClient(parsed.config),
    queryClient: createWidgetQueryClient(),
  };
  const choice = deepLinkChoice(parsed.config);
  let firstQuotes: Promise<void> | undefined;
  if (choice) {
    // Elsewhere the routes' code loads after the first paint; here it arrives while that paint
    // waits for these quotes, so the routes paint with the card. The panel asks again on failure.
    routesQuotes.load().catch(() => {});
    const scope = instanceScope(parsed.config);
    // The token addresses' network types need the address checks, and the request its builder,
    // neither in the first load: both come first, side by side (and are then loaded for the widget
    // too). The widget's own query for this request (same key, same client) finds it: it is
    // asked once.
    firstQuotes = Promise.all([loadAddressFormats(), import('./deepLinkQuotes')]).then(
      ([{ isValidAddress }, { askDeepLinkQuotes }]) =>
        askDeepLinkQuotes(clients, scope, { ...choice, isValidAddress }),
      // Only an optimisation: the widget asks for itself.
      () => {},
    );
  }
  return { ...parsed, clients, firstPaint: settledOrAfter(firstQuotes, FIRST_QUOTES_HOLD_MS) };
}

/**
 * How long, at most, a deep link's page holds its first paint for its first quotes (counted from
 * when they are asked, before React is even evaluated). Within it the card paints once, complete
 * with its routes, instead of painting empty and then jumping as the routes push it taller; and
 * the answer is read and checked while the main thread is free, not queued behind the first
 * render (which takes tens of ms). 100 ms is about what a person still perceives as instant; a
 * slower API (the live one takes seconds) gets the card after it, with routes loading.
 */
export const FIRST_QUOTES_HOLD_MS = 100;

/** Resolves when `promise` settles or after `ms`, whichever comes first; at once without one. */
export function settledOrAfter(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!promise) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const settled = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(settled, settled);
  });
}

/** A page's routing client and query cache, made before its widget, which then uses them. */
export interface PageClients {
  client: RoutingClient;
  queryClient: QueryClient;
}

/**
 * What the widget's first render quotes for this config: the deep link's choice, for the
 * placeholder wallet, with the settings this instance kept (read through the widget's own store
 * code, so both agree). Undefined when the link is not a complete choice with an amount.
 */
function deepLinkChoice(
  config: WidgetConfig,
): Omit<DeepLinkQuoteInput, 'isValidAddress'> | undefined {
  try {
    const store = createInstanceStore(config);
    const { from, to, amountText, settings } = store.getState();
    // As the widget asks: never for a choice the link's lists leave out, with their providers.
    const rules = offerRules(config);
    const offered = (side: typeof from) =>
      side.chainId !== undefined &&
      side.tokenAddress !== undefined &&
      rules.isTokenOffered(side.chainId, side.tokenAddress);
    if (!offered(from) || !offered(to) || !deepLinkDisplayAmount(amountText)) return undefined;
    return { from, to, amountText, settings: quoteSettings(rules, settings) };
  } catch {
    // Only an optimisation: the widget asks for itself.
    return undefined;
  }
}
