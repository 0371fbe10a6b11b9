import { useContext } from 'react';
import { type HostWallets, HostWalletsContext } from './hostWallet';

// Read by the EVM and Solana stacks, which load after the first paint.

export function useHostWallets(): HostWallets | undefined {
  return useContext(HostWalletsContext);
}
