import type { ReactElement } from 'react';
import {
  createWalletStateStore,
  type NetworkWalletState,
  type WalletNetworkType,
  WalletStateContext,
} from '../wallets/walletState';

/**
 * `ui` with the given wallets connected (the widget's own wallet state is shadowed), for
 * component tests of what a connected wallet changes.
 */
export function withConnectedWallets(
  ui: ReactElement,
  addresses: Partial<Record<WalletNetworkType, string>>,
): ReactElement {
  const store = createWalletStateStore();
  const state = (address: string | undefined): NetworkWalletState =>
    address
      ? { status: 'connected', address, wallets: [] }
      : { status: 'disconnected', wallets: [] };
  store.setState({ evm: state(addresses.evm), sol: state(addresses.sol) });
  return <WalletStateContext.Provider value={store}>{ui}</WalletStateContext.Provider>;
}
