import { useMemo } from 'react';
import { NETWORK_FACTS } from '../lib/networkFacts';
import { useWalletState, type WalletNetworkType } from './walletState';

/** A wallet that is connected, with its account. */
export interface ConnectedWallet {
  type: WalletNetworkType;
  address: string;
  walletName: string | undefined;
}

/** The network types in the order the header lists their wallets. */
export const WALLET_NETWORK_TYPES = Object.keys(NETWORK_FACTS) as WalletNetworkType[];

/**
 * Every connected wallet, in `WALLET_NETWORK_TYPES`' order. The selector answers a string, so a
 * change elsewhere in the wallet state (a wallet discovered, a stack loading) re-renders nothing.
 */
export function useConnectedWallets(): ConnectedWallet[] {
  const key = useWalletState((s) =>
    JSON.stringify(
      WALLET_NETWORK_TYPES.flatMap((type) => {
        const w = s[type];
        return w.status === 'connected' && w.address ? [[type, w.address, w.walletName]] : [];
      }),
    ),
  );
  return useMemo(
    () =>
      (JSON.parse(key) as [WalletNetworkType, string, string | undefined][]).map(
        ([type, address, walletName]) => ({ type, address, walletName }),
      ),
    [key],
  );
}
