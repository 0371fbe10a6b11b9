import type { NetworkType } from '../api/types';
import { isWalletNetworkType, useWalletState } from './walletState';

/**
 * The address of the wallet connected for `networkType`, or undefined when none is connected
 * (always undefined for Tron, which has no wallet yet).
 */
export function useConnectedAddress(networkType: NetworkType | undefined): string | undefined {
  return useWalletState((s) =>
    isWalletNetworkType(networkType) && s[networkType].status === 'connected'
      ? s[networkType].address
      : undefined,
  );
}
