import type { Asset } from '../api/types';
import { isNativeEvmAddress, NATIVE_EVM_ADDRESS } from '../lib/nativeAddresses';
import { useHeldQuery } from './useTokenBalances';

/** EVM has no "list my tokens" call: held balances are read for at most this many tokens. */
const MAX_EVM_TOKENS_CHECKED = 40;

const EMPTY = new Map<string, bigint>();

/**
 * Non-zero balances of the connected wallet on `chainId`, keyed by `tokenKey(asset)`. Solana:
 * every token account. EVM: the native coin and the chain's tokens in `candidates` (the caller's
 * list, e.g. popular tokens; capped at MAX_EVM_TOKENS_CHECKED).
 */
export function useHeldBalances(
  chainId?: string,
  candidates: readonly Pick<Asset, 'address'>[] = [],
): Map<string, bigint> {
  const tokens = [
    NATIVE_EVM_ADDRESS,
    ...candidates
      .filter((a) => !isNativeEvmAddress(a.address))
      .slice(0, MAX_EVM_TOKENS_CHECKED)
      .map((a) => a.address),
  ];
  const query = useHeldQuery(chainId, tokens);
  if (!query.data) return EMPTY;
  return nonZero(query.data);
}

const nonZeroCache = new WeakMap<Map<string, bigint>, Map<string, bigint>>();
/** Stable identity per query result, so consumers' memos do not rerun on every render. */
function nonZero(all: Map<string, bigint>): Map<string, bigint> {
  let out = nonZeroCache.get(all);
  if (!out) {
    out = new Map([...all].filter(([, v]) => v > 0n));
    nonZeroCache.set(all, out);
  }
  return out;
}
