import type { TokenRef, WidgetOptions } from './widgetOptions';
import type { WidgetSettings } from './widgetSettings';

/**
 * What the integrator lets the form offer (`chains`, `tokens`, `providers` of the config), as
 * questions the pickers, the start choice and the quote request ask. Each list is `allow` (absent:
 * everything the API offers) minus `deny`: deny wins.
 */
export interface OfferRules {
  /**
   * The chain may be chosen: allowed, not denied, and, when a token allow list is given, holding
   * at least one of its tokens (a chain with nothing to pick is not offered).
   */
  isChainOffered(chainId: string): boolean;
  /** The token may be chosen: its chain is offered, the token allowed and not denied. */
  isTokenOffered(chainId: string, address: string): boolean;
  /** The provider may quote: allowed and not denied. */
  isProviderOffered(id: string): boolean;
  /** The allow list of providers as given; undefined when every provider is allowed. */
  readonly allowedProviders: readonly string[] | undefined;
  /** The denied providers. */
  readonly deniedProviders: readonly string[];
}

// Hex (EVM) addresses name the same token in any case; anything else (base58, bech32, denoms)
// only as written, which can only make a rule stricter (as `sameAddress` in the route checks).
const tokenKey = (chainId: string, address: string) =>
  `${chainId}\n${/^0x[0-9a-fA-F]+$/.test(address) ? address.toLowerCase() : address}`;

const tokenKeys = (refs: readonly TokenRef[] | undefined) =>
  refs && new Set(refs.map((t) => tokenKey(t.chainId, t.address)));

/** The rules of a config, its lists read once into sets (a token list may hold 20,000 tokens). */
export function offerRules(options: Pick<WidgetOptions, 'chains' | 'tokens' | 'providers'>) {
  const chainAllow = options.chains?.allow && new Set(options.chains.allow);
  const chainDeny = new Set(options.chains?.deny);
  const tokenAllow = tokenKeys(options.tokens?.allow);
  const tokenDeny = tokenKeys(options.tokens?.deny) ?? new Set<string>();
  const chainsWithAllowedTokens = options.tokens?.allow
    ? new Set(options.tokens.allow.map((t) => t.chainId))
    : undefined;
  const providerAllow = options.providers?.allow && new Set(options.providers.allow);
  const providerDeny = new Set(options.providers?.deny);

  const isChainOffered = (chainId: string) =>
    (!chainAllow || chainAllow.has(chainId)) &&
    !chainDeny.has(chainId) &&
    (!chainsWithAllowedTokens || chainsWithAllowedTokens.has(chainId));
  const isProviderOffered = (id: string) =>
    (!providerAllow || providerAllow.has(id)) && !providerDeny.has(id);
  const rules: OfferRules = {
    isChainOffered,
    isTokenOffered: (chainId, address) => {
      if (!isChainOffered(chainId)) return false;
      const key = tokenKey(chainId, address);
      return (!tokenAllow || tokenAllow.has(key)) && !tokenDeny.has(key);
    },
    isProviderOffered,
    allowedProviders: providerAllow && [...providerAllow],
    deniedProviders: [...providerDeny],
  };
  return rules;
}

/** The rules of a config without lists: everything is offered. */
export const OFFER_EVERYTHING: OfferRules = offerRules({});

/** What `/quotes` is asked to use and leave out (`include`, `exclude`). */
export interface ProviderFilters {
  includeProviders: string[];
  excludeProviders: string[];
}

/**
 * The user's provider choice (Settings: "only these", "never") within the integrator's: a user
 * include outside what is offered is ignored, and with none left the offered providers are the
 * include (absent an allow list: none, every provider); the denied ones are always excluded.
 * When every allowed provider is denied the allow list still goes as include, so the API is not
 * asked for "any provider" and nothing it answers is offered (`routeProblems` drops it).
 */
export function providerFilters(rules: OfferRules, settings: ProviderFilters): ProviderFilters {
  const userInclude = settings.includeProviders.filter(rules.isProviderOffered);
  const allowed = rules.allowedProviders;
  const offered = allowed?.filter(rules.isProviderOffered);
  let includeProviders: string[] = [];
  if (userInclude.length > 0) includeProviders = userInclude;
  else if (offered && offered.length > 0) includeProviders = offered;
  // Everything allowed is denied: still the allow list, which the exclusions then empty.
  else if (allowed) includeProviders = [...allowed];
  const excludeProviders = [...new Set([...rules.deniedProviders, ...settings.excludeProviders])];
  return { includeProviders, excludeProviders };
}

/** The settings a quote is asked with: the user's, with the provider filters merged in. */
export function quoteSettings(rules: OfferRules, settings: WidgetSettings): WidgetSettings {
  const filters = providerFilters(rules, settings);
  return { ...settings, ...filters };
}
