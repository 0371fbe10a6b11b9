import * as v from 'valibot';
import {
  type AllowDeny,
  type ThemeTokens,
  type TokenRef,
  type WidgetOptions,
  widgetOptionSchemas,
} from './widgetOptions';

/**
 * The integrator options a page URL may carry (the iframe's `src` is the integrator's; the hosted
 * page's link is anyone's): what the form offers and the look. `allowChains`, `denyChains`,
 * `allowTokens`, `denyTokens` (a token is `chainId:address`), `allowProviders`, `denyProviders`,
 * comma-separated; `themeAccent`, `themeAccentText`, `themeRadius`, `themeFont`. Never the quote's
 * money settings (`slippageBps`, `integratorFeeBps`: a link must not set 50 % slippage or move a
 * fee) nor `locked` (the page's own config locks).
 */
export type UrlOptions = Pick<
  WidgetOptions,
  | 'chains'
  | 'tokens'
  | 'providers'
  | 'themeTokens'
  | 'languages'
  | 'routePriority'
  | 'variant'
  | 'hiddenUI'
>;

const THEME_TOKENS = ['accent', 'accentText', 'radius', 'font'] as const;

/**
 * The options in `params`, each parameter checked with the options' own schemas
 * (`widgetOptions.ts`): a parameter with any bad item is dropped whole (a list is the link's
 * intent as one value: half of it would be another list), the others kept.
 */
export function parseUrlOptions(params: URLSearchParams): UrlOptions {
  const options: UrlOptions = {};
  const chains = allowDeny(params, 'Chains', (item) => item, widgetOptionSchemas.chains);
  const tokens = allowDeny(params, 'Tokens', tokenRef, widgetOptionSchemas.tokens);
  const providers = allowDeny(params, 'Providers', (item) => item, widgetOptionSchemas.providers);
  if (chains) options.chains = chains;
  if (tokens) options.tokens = tokens;
  if (providers) options.providers = providers;
  // `allowLanguages=en,de`: the languages offered, each one the widget speaks.
  const languages = commaList(params, 'allowLanguages');
  const priority = v.safeParse(widgetOptionSchemas.routePriority, params.get('routePriority'));
  if (priority.success) options.routePriority = priority.output;
  const variant = v.safeParse(widgetOptionSchemas.variant, params.get('variant'));
  if (variant.success) options.variant = variant.output;
  // `hiddenUI=history,language`: one part the widget does not know drops the list.
  const hidden = v.safeParse(widgetOptionSchemas.hiddenUI, commaList(params, 'hiddenUI'));
  if (hidden.success && hidden.output.length > 0) options.hiddenUI = hidden.output;
  if (languages?.length) {
    const result = v.safeParse(widgetOptionSchemas.languages, { allow: languages });
    if (result.success) options.languages = result.output;
  }

  const themeTokens: ThemeTokens = {};
  for (const key of THEME_TOKENS) {
    // `themeAccent`, `themeAccentText`, ...
    const raw = params.get(`theme${key[0]?.toUpperCase()}${key.slice(1)}`)?.trim();
    if (!raw) continue;
    const result = v.safeParse(widgetOptionSchemas.themeTokens, { [key]: raw });
    if (result.success) Object.assign(themeTokens, result.output);
  }
  if (Object.keys(themeTokens).length > 0) options.themeTokens = themeTokens;
  return options;
}

/** `allow<Kind>` and `deny<Kind>`, each checked on its own; undefined when neither passes. */
function allowDeny<T>(
  params: URLSearchParams,
  kind: 'Chains' | 'Tokens' | 'Providers',
  toItem: (item: string) => unknown,
  schema: v.GenericSchema<unknown, AllowDeny<T>>,
): AllowDeny<T> | undefined {
  const lists: AllowDeny<T> = {};
  for (const key of ['allow', 'deny'] as const) {
    const items = commaList(params, `${key}${kind}`);
    if (!items?.length) continue;
    const result = v.safeParse(schema, { [key]: items.map(toItem) });
    if (result.success) lists[key] = result.output[key];
  }
  return lists.allow || lists.deny ? lists : undefined;
}

/** A comma-separated parameter's items, trimmed, without empty ones; undefined when absent. */
function commaList(params: URLSearchParams, name: string): string[] | undefined {
  return params
    .get(name)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `chainId:address` (a chain id has no colon; an address may, as a Cosmos denom can). */
function tokenRef(item: string): TokenRef | string {
  const colon = item.indexOf(':');
  return colon > 0 ? { chainId: item.slice(0, colon), address: item.slice(colon + 1) } : item;
}
