import { asWidgetError } from '../api/asWidgetError';
import type { WidgetError } from '../lib/widgetError';
import { patchNetwork, type WalletNetworkType, type WalletStateStore } from './walletState';

// What the wallet menu's buttons do, beside the state they change: only the menu's dialog (loaded
// on demand) and the stacks' tests call these, so the first load does not carry them.

/** Connects through the registered driver; a failure ends up in the state as words. */
export async function connectWallet(
  store: WalletStateStore,
  type: WalletNetworkType,
  walletId: string,
): Promise<void> {
  const driver = store.drivers[type];
  if (!driver) return;
  patchNetwork(store, type, { error: undefined });
  try {
    await driver.connect(walletId);
  } catch (err) {
    const error = await connectionError(err);
    // Closing the WalletConnect dialog is the person's choice, not a failure to report.
    if (error.code !== 'ABORTED') patchNetwork(store, type, { error });
  }
}

export async function disconnectWallet(store: WalletStateStore, type: WalletNetworkType) {
  await store.drivers[type]?.disconnect();
}

/**
 * A failed connection as a wallet error (`walletConnectionError`). The wallet error mapping loads
 * with the first failure, so the first load never pays for it; if it cannot load, the words are
 * generic.
 */
async function connectionError(err: unknown): Promise<WidgetError> {
  try {
    const { walletConnectionError } = await import('../execution/walletErrors');
    return walletConnectionError(err);
  } catch {
    return asWidgetError(err);
  }
}
