import type { NetworkType } from '../api/types';
import { isWalletNetworkType, useWalletState } from './walletState';

/**
 * Whether the widget knows if a wallet of `networkType` is connected: its stack has loaded (or
 * failed to), and no connection is under way (a returning person's wallet reconnects). Until
 * then "not connected" may be wrong, and must not be acted on (`evm` when none is given).
 */
export function useWalletKnown(networkType: NetworkType | undefined): boolean {
  const type = isWalletNetworkType(networkType) ? networkType : 'evm';
  return useWalletState((s) => {
    const stack = s.stacks[type];
    return (stack === 'ready' || stack === 'failed') && s[type].status !== 'connecting';
  });
}
