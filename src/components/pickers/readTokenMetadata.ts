import * as v from 'valibot';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import type { Chain } from '../../api/types';

/** What the chain itself says about a token the API does not list. */
export interface OnChainTokenMetadata {
  decimals: number;
  symbol?: string;
  name?: string;
}

export class TokenMetadataError extends Error {
  override name = 'TokenMetadataError';
  constructor(
    readonly shortMessage: string,
    options?: { cause?: unknown },
  ) {
    super(shortMessage, options);
  }
}

const decimalsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255));
const splSupplySchema = v.object({
  result: v.object({ value: v.object({ decimals: decimalsSchema }) }),
});

/**
 * Reads decimals (and symbol/name where the standard has them) from the chain's RPC, so an
 * unlisted token's amounts are never converted with a guessed number of decimals. EVM: ERC-20
 * `decimals`/`symbol`/`name`; Solana: `getTokenSupply` of the mint. Other network types cannot
 * be checked here and are refused.
 */
export async function readTokenMetadata(
  chain: Chain,
  address: string,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  const rpcUrl = chain.rpcUrls[0];
  if (!rpcUrl) throw new TokenMetadataError(`${chain.name} has no RPC to check this token.`);
  if (chain.networkType === 'evm') return readErc20(rpcUrl, address as Address);
  if (chain.networkType === 'sol') return readSplMint(rpcUrl, address, signal);
  throw new TokenMetadataError(`Tokens on ${chain.name} cannot be checked by address yet.`);
}

async function readErc20(rpcUrl: string, address: Address): Promise<OnChainTokenMetadata> {
  const client = createPublicClient({
    transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }),
  });
  const readText = (functionName: 'symbol' | 'name') =>
    client.readContract({ address, abi: erc20Abi, functionName });
  let decimals: number;
  try {
    const raw = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
    decimals = v.parse(decimalsSchema, Number(raw));
  } catch (cause) {
    throw new TokenMetadataError('This address is not an ERC-20 token on this chain.', { cause });
  }
  // Symbol and name are optional in ERC-20 and only shown as the chain's own words.
  const [symbol, name] = await Promise.allSettled([readText('symbol'), readText('name')]);
  return {
    decimals,
    symbol: symbol.status === 'fulfilled' ? cleanText(symbol.value) : undefined,
    name: name.status === 'fulfilled' ? cleanText(name.value) : undefined,
  };
}

async function readSplMint(
  rpcUrl: string,
  mint: string,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  let body: unknown;
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTokenSupply', params: [mint] }),
      signal,
    });
    body = await res.json();
  } catch (cause) {
    throw new TokenMetadataError('Could not reach the Solana RPC to check this token.', { cause });
  }
  const parsed = v.safeParse(splSupplySchema, body);
  if (!parsed.success) throw new TokenMetadataError('This address is not a token mint on Solana.');
  return { decimals: parsed.output.result.value.decimals };
}

/** On-chain strings are arbitrary: keep printable characters, at most 32. */
function cleanText(text: string): string | undefined {
  const cleaned = text
    .replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, '')
    .trim()
    .slice(0, 32);
  return cleaned || undefined;
}
