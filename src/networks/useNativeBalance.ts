import { NETWORK_FACTS } from '../lib/networkFacts';
import { tokenKey } from '../lib/tokenKey';
import { useWalletState } from '../wallets/walletState';
import { useHeldQuery } from './useTokenBalances';

/**
 * Balance of the native coin (gas) of `chainId` in the wallet connected for its network type;
 * undefined while unknown (no wallet, still loading, the read failed, a network without one
 * native address), never a guessed 0.
 */
export function useNativeBalance(chainId?: string): bigint | undefined {
  const address = useWalletState((s) => {
    const chain = s.chains.find((c) => c.chainId === chainId);
    return chain && NETWORK_FACTS[chain.networkType].nativeBalanceAddress;
  });
  const query = useHeldQuery(chainId, address ? [address] : []);
  return chainId && address ? query.data?.get(tokenKey({ chainId, address })) : undefined;
}
