import { useQuery } from '@tanstack/react-query';
import type { Asset, Chain } from '../api/types';
import { NETWORK_FACTS } from '../lib/networkFacts';
import { tokenKey } from '../lib/tokenKey';
import { useRoutingClient } from '../queries';
import { rpcUrlOf } from '../wallets/rpcUrlOf';
import { isWalletNetworkType, useWalletState } from '../wallets/walletState';

/** Balances change with every swap; re-read them regularly while shown. */
const BALANCE_REFRESH_MS = 20_000;

const balanceQueryKeys = {
  all: (scope: string) => [scope, 'balances'] as const,
  held: (scope: string, chainId: string, owner: string, tokens: readonly string[]) =>
    [scope, 'balances', chainId, owner, tokens] as const,
};

// The chain readers load with the first read: there is nothing to read before a wallet is
// connected, so the first load does not carry them.
const loadReadHeldBalances = () => import('./readHeldBalances');

/**
 * The connected wallet's balances of `tokens` on `chainId`, read from the chain's RPC. Shared by
 * `useTokenBalance` (the amount field, in the first load) and the readers only later parts use
 * (`useNativeBalance`: the main button; `useHeldBalances`: the token picker).
 */
export function useHeldQuery(chainId: string | undefined, tokens: readonly string[]) {
  const chain = useWalletState((s) => s.chains.find((c) => c.chainId === chainId));
  const owner = useWalletState((s) => {
    const type = chain?.networkType;
    return isWalletNetworkType(type) && s[type].status === 'connected'
      ? s[type].address
      : undefined;
  });
  // A network that reads every token at once (Solana) shares one read: no token list in its key.
  const readsEvery = chain !== undefined && NETWORK_FACTS[chain.networkType].readsEveryHeldToken;
  const keyTokens = readsEvery ? [] : tokens;
  const { scope } = useRoutingClient();
  return useQuery({
    queryKey: balanceQueryKeys.held(scope, chainId ?? '', owner ?? '', keyTokens),
    queryFn: async ({ signal }) => {
      const { readHeldBalances } = await loadReadHeldBalances();
      return readHeldBalances(chain as Chain, owner as string, keyTokens, signal);
    },
    // Without an RPC URL the balance is unknown (not zero): nothing is read, nothing is blocked.
    enabled: Boolean(chain && rpcUrlOf(chain) && owner && (readsEvery || keyTokens.length > 0)),
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
