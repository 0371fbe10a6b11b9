import { useQuery } from '@tanstack/react-query';
import type { Asset, Chain } from '../api/types';
import { isNativeEvmAddress, NATIVE_EVM_ADDRESS } from '../lib/addresses';
import { tokenKey } from '../lib/tokenKey';
import { useRoutingClient } from '../queries';
import { rpcUrlOf } from './rpcUrlOf';
import { isWalletNetworkType, useWalletState } from './walletState';

/** Balances change with every swap; re-read them regularly while shown. */
const BALANCE_REFRESH_MS = 20_000;
/** EVM has no "list my tokens" call: held balances are read for at most this many tokens. */
const MAX_EVM_TOKENS_CHECKED = 40;

const balanceQueryKeys = {
  all: (scope: string) => [scope, 'balances'] as const,
  held: (scope: string, chainId: string, owner: string, tokens: readonly string[]) =>
    [scope, 'balances', chainId, owner, tokens] as const,
};

// The chain readers load with the first read: there is nothing to read before a wallet is
// connected, so the first load does not carry them.
const loadReadHeldBalances = () => import('./readHeldBalances');

function useHeldQuery(chainId: string | undefined, tokens: readonly string[]) {
  const chain = useWalletState((s) => s.chains.find((c) => c.chainId === chainId));
  const owner = useWalletState((s) => {
    const type = chain?.networkType;
    return isWalletNetworkType(type) && s[type].status === 'connected'
      ? s[type].address
      : undefined;
  });
  // Solana reads every token at once, so the token list is not part of its key.
  const keyTokens = chain?.networkType === 'sol' ? [] : tokens;
  const { scope } = useRoutingClient();
  return useQuery({
    queryKey: balanceQueryKeys.held(scope, chainId ?? '', owner ?? '', keyTokens),
    queryFn: async ({ signal }) => {
      const { readHeldBalances } = await loadReadHeldBalances();
      return readHeldBalances(chain as Chain, owner as string, keyTokens, signal);
    },
    // Without an RPC URL the balance is unknown (not zero): nothing is read, nothing is blocked.
    enabled: Boolean(
      chain && rpcUrlOf(chain) && owner && (chain.networkType === 'sol' || keyTokens.length > 0),
    ),
    staleTime: BALANCE_REFRESH_MS / 2,
    refetchInterval: BALANCE_REFRESH_MS,
    retry: 1,
  });
}

/** Balance of `asset` in the wallet connected for its network type, read from the chain's RPC. */
export function useTokenBalance(asset?: Asset): { balance?: bigint; isLoading: boolean } {
  const tokens = asset ? [asset.address] : [];
  const query = useHeldQuery(asset?.chainId, tokens);
  if (!asset || !query.data) return { balance: undefined, isLoading: query.isLoading };
  return { balance: query.data.get(tokenKey(asset)) ?? 0n, isLoading: false };
}

/** Solana's native coin in a balance map: every address in NATIVE_SOL_ADDRESSES maps to it. */
const SOL_NATIVE = '11111111111111111111111111111111';

/**
 * Balance of the native coin (gas) of `chainId` in the wallet connected for its network type;
 * undefined while unknown (no wallet, still loading, the read failed), never a guessed 0.
 */
export function useNativeBalance(chainId?: string): bigint | undefined {
  const isSol = useWalletState(
    (s) => s.chains.find((c) => c.chainId === chainId)?.networkType === 'sol',
  );
  const address = isSol ? SOL_NATIVE : NATIVE_EVM_ADDRESS;
  const query = useHeldQuery(chainId, [address]);
  return chainId ? query.data?.get(tokenKey({ chainId, address })) : undefined;
}

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
