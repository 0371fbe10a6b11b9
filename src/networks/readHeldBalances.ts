import type { Chain } from '../api/types';
import { tokenKey } from '../lib/tokenKey';
import { rpcUrlOf } from '../wallets/rpcUrlOf';
import { NETWORKS } from './networkRegistry';

/**
 * Reads balances of `owner` on `chain` with its network's reader (its registered wallet module), loaded with
 * the first read. A network that reads every held token at once (`readsEveryHeldToken`,
 * `networkFacts.ts`) answers all of them (`tokens` ignored); the others read the given token
 * addresses. Keys are `tokenKey`s.
 */
export async function readHeldBalances(
  chain: Chain,
  owner: string,
  tokens: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  const rpcUrl = rpcUrlOf(chain);
  if (!rpcUrl) return new Map();
  const read = await NETWORKS[chain.networkType].wallet.readBalances(rpcUrl, owner, tokens, signal);
  const out = new Map<string, bigint>();
  for (const [address, amount] of read)
    out.set(tokenKey({ chainId: chain.chainId, address }), amount);
  return out;
}
