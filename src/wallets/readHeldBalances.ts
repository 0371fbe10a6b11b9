import type { Address } from 'viem';
import type { Chain } from '../api/types';
import { NATIVE_SOL_ADDRESSES } from '../lib/nativeAddresses';
import { tokenKey } from '../lib/tokenKey';
import { trimTrailing } from '../lib/trimTrailing';
import { rpcUrlOf } from './rpcUrlOf';

// The chain readers (base58 and checksum code among them) load with the first read: there is
// nothing to read before a wallet is connected, so the first load does not carry them.
const loadSolanaBalances = () => import('./solana/solanaBalances');
const loadEvmBalances = () => import('./evm/evmBalances');

/**
 * Reads balances of `owner` on `chain`. For Solana every held token comes back (`tokens` ignored);
 * for EVM only the given token addresses are read. Keys are `tokenKey`s.
 */
export async function readHeldBalances(
  chain: Chain,
  owner: string,
  tokens: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  const rpcUrl = rpcUrlOf(chain);
  if (!rpcUrl) return new Map();
  const out = new Map<string, bigint>();
  const key = (address: string) => tokenKey({ chainId: chain.chainId, address });
  if (chain.networkType === 'sol') {
    const { getSolBalance, getSplBalances } = await loadSolanaBalances();
    const [sol, spl] = await Promise.all([
      getSolBalance(rpcUrl, owner, signal),
      getSplBalances(rpcUrl, owner, signal),
    ]);
    for (const native of NATIVE_SOL_ADDRESSES) out.set(key(native), sol);
    for (const [mint, amount] of spl) {
      // A wrapped-SOL token account is not what a "SOL" listing spends: the account's SOL is.
      if (!NATIVE_SOL_ADDRESSES.has(mint)) out.set(key(mint), amount);
    }
  } else if (chain.networkType === 'evm') {
    const { readEvmBalances } = await loadEvmBalances();
    const read = await readEvmBalances(rpcUrl, owner as Address, tokens, signal);
    for (const [address, amount] of read) out.set(key(address), amount);
  } else if (chain.networkType === 'tron') {
    const { readTronBalances } = await import('./tron/tronBalances');
    for (const [address, amount] of await readTronBalances(rpcUrl, owner, tokens)) {
      out.set(key(address), amount);
    }
  } else if (chain.networkType === 'cosmos') {
    // A Cosmos chain's `rpcUrls` entry is its SDK REST API: every denom the account holds.
    const url = `${trimTrailing(rpcUrl, '/')}/cosmos/bank/v1beta1/balances/${encodeURIComponent(owner)}`;
    const res = await fetch(url, { signal });
    if (!res.ok) throw new Error(`balances: HTTP ${res.status}`);
    const { balances } = (await res.json()) as { balances?: { denom: string; amount: string }[] };
    for (const coin of balances ?? []) {
      if (/^\d{1,78}$/.test(coin.amount)) out.set(key(coin.denom), BigInt(coin.amount));
    }
  }
  return out;
}
