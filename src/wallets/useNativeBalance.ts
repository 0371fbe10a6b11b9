import { NATIVE_EVM_ADDRESS } from '../lib/nativeAddresses';
import { tokenKey } from '../lib/tokenKey';
import { useHeldQuery } from './useTokenBalances';
import { useWalletState } from './walletState';

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
