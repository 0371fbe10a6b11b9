// Relative imports name their `.ts`: `vite.config.ts` loads this file (`pagePolicyPlugin`), and
// Vite's coming native config loader resolves no extensionless path (it warns on each start).
import * as v from 'valibot';
import { boundedPattern } from '../lib/boundedPattern.ts';
import { BuildSettingError, parseJsonObject } from './buildSettings.ts';
import { chainIdSchema } from './valueSchemas.ts';

/**
 * What signing on a Cosmos chain needs that `/chains` does not say, per chain id, from the
 * integrator's config (development builds add the sandbox's ledger): the REST API the widget
 * reads and broadcasts through, the RPC and the rest a Keplr-compatible wallet asks to add the
 * chain (`experimentalSuggestChain`), the address prefix, and the fee's denom and gas price. A
 * Cosmos chain without one is quoted, never signed for.
 */
export interface CosmosChainConfig {
  /** Shown by the wallet when it is asked to add the chain. */
  chainName: string;
  /** CometBFT RPC (the wallet's own use). */
  rpcUrl: string;
  /** Cosmos SDK REST API (LCD). */
  restUrl: string;
  /** Address prefix (`cosmos`, `osmo`). */
  bech32Prefix: string;
  /** SLIP-44 coin type of its keys (118 for most chains). */
  coinType: number;
  /** The fee's denom, in its smallest unit (`uatom`). */
  feeDenom: string;
  feeSymbol: string;
  feeDecimals: number;
  /** Per gas, decimal text, in `feeDenom`: at least the chain's minimum gas price. */
  gasPrice: string;
  /**
   * Per destination chain id, the IBC channel from this chain that leads there
   * (`{ "osmosis-1": "channel-141" }`): a transfer on a channel nothing names is refused.
   */
  ibcChannels?: Record<string, string> | undefined;
}

const httpUrlSchema = v.pipe(
  boundedPattern(300, /^https?:\/\/[^\s]+$/),
  v.check((url) => URL.canParse(url), 'Expected a URL'),
);

const MAX_CHAINS = 50;

const cosmosChainConfigSchema = v.object({
  chainName: boundedPattern(64, /^[^\n\r<>]+$/),
  rpcUrl: httpUrlSchema,
  restUrl: httpUrlSchema,
  bech32Prefix: boundedPattern(16, /^[a-z]{1,16}$/),
  coinType: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
  feeDenom: boundedPattern(128, /^[a-zA-Z][a-zA-Z0-9/:._-]{1,127}$/),
  feeSymbol: boundedPattern(16, /^[A-Za-z0-9.-]{1,16}$/),
  feeDecimals: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(18)),
  gasPrice: boundedPattern(40, /^\d{1,20}(?:\.\d{1,18})?$/),
  ibcChannels: v.optional(
    v.pipe(
      v.record(chainIdSchema, boundedPattern(32, /^channel-\d{1,10}$/)),
      v.check((channels) => Object.keys(channels).length <= MAX_CHAINS, 'Too many channels'),
    ),
  ),
});

/**
 * Each chain checked on its own: one that fails its schema is left out and named in `rejected`
 * (`cosmosChains.<id>`), the others are kept.
 */
export function parseCosmosChains(value: unknown): {
  chains: Record<string, CosmosChainConfig>;
  rejected: string[];
} {
  const chains: Record<string, CosmosChainConfig> = {};
  const rejected: string[] = [];
  if (value === undefined) return { chains, rejected };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { chains, rejected: ['cosmosChains'] };
  }
  for (const [chainId, config] of Object.entries(value).slice(0, MAX_CHAINS)) {
    const parsed = v.safeParse(cosmosChainConfigSchema, config);
    if (v.is(chainIdSchema, chainId) && parsed.success) chains[chainId] = parsed.output;
    else rejected.push(`cosmosChains.${chainId.slice(0, 64)}`);
  }
  return { chains, rejected };
}

/**
 * `VITE_COSMOS_CHAINS`, the page builds' `cosmosChains` (JSON): the build refuses a chain the
 * widget would leave out, so a hosted page never ships a Cosmos chain it cannot sign on.
 */
export function parseCosmosChainsSetting(
  text: string | undefined,
  what: string,
): Record<string, CosmosChainConfig> {
  const value = parseJsonObject(text, what, '{"<chainId>": { chainName, restUrl, ... }}');
  const { chains, rejected } = parseCosmosChains(value);
  if (rejected.length > 0) {
    const names = rejected.map((r) => r.replace(/^cosmosChains\./, ''));
    throw new BuildSettingError(
      `${what}: ${names.join(', ')} must be { chainName, rpcUrl, restUrl, bech32Prefix, ` +
        'coinType, feeDenom, feeSymbol, feeDecimals, gasPrice, ibcChannels? } (docs/cosmos.md)',
    );
  }
  return chains;
}
