import type { BridgeConfig } from '../bridge/protocol';
import type { WidgetConfig, WidgetDefaults } from '../config/widgetConfig';

/** What the host's config replaces, field by field, when it names it. */
const REPLACED = [
  'theme',
  'themeTokens',
  'variant',
  'hiddenUI',
  'language',
  'chains',
  'tokens',
  'providers',
] as const;

/**
 * The iframe's config with the host page's (already validated: `hostMessageSchemas.ts`) on top:
 * each of its theme, theme tokens, variant, hidden parts, language and allowed or denied chains, tokens and providers in
 * place of the URL's, and its starting choice in place of the URL's, a token only with its chain
 * as in a URL. Nothing else can come from the host: the API, its key, any recipient and the
 * quote's slippage and fee stay the page's.
 */
export function withHostConfig(config: WidgetConfig, host: BridgeConfig | undefined): WidgetConfig {
  if (!host) return config;
  const next: WidgetConfig = { ...config };
  for (const key of REPLACED) {
    if (host[key] !== undefined) Object.assign(next, { [key]: host[key] });
  }
  if (host.defaults) next.defaults = startingChoice(host.defaults);
  return next;
}

function startingChoice(d: WidgetDefaults): WidgetDefaults {
  return {
    ...(d.fromChain
      ? { fromChain: d.fromChain, ...(d.fromToken ? { fromToken: d.fromToken } : {}) }
      : {}),
    ...(d.toChain ? { toChain: d.toChain, ...(d.toToken ? { toToken: d.toToken } : {}) } : {}),
    ...(d.amount ? { amount: d.amount } : {}),
  };
}

/**
 * A key for the widget that changes with its starting choice: the widget reads its defaults once,
 * when it mounts, so a new starting choice from the host mounts it afresh (a theme does not).
 */
export function startingChoiceKey(config: WidgetConfig): string {
  const d = config.defaults ?? {};
  return [d.fromChain, d.fromToken, d.toChain, d.toToken, d.amount].map((x) => x ?? '').join('|');
}
