import { useEffect } from 'react';
import { useConfig, useConnection, useConnectors } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import {
  patchNetwork,
  setStackState,
  type WalletOption,
  type WalletStateStore,
} from '../walletState';
import { createEvmSigner } from './evmSigner';
import { wagmiEvmWallet, wagmiPublicClient } from './wagmiEvmWallet';

/**
 * Mirrors wagmi's connection and discovered connectors into the widget's wallet state and
 * registers the EVM driver. Renders nothing; lives inside wagmi's context (the widget's own
 * provider's, or a host app's).
 */
export function EvmWalletBridge({
  store,
  devWalletId,
}: {
  store: WalletStateStore;
  /** Id of the sandbox dev connector, when there is one (development builds). */
  devWalletId?: string | undefined;
}) {
  const config = useConfig();
  const connection = useConnection();
  const connectors = useConnectors();

  useEffect(() => {
    store.drivers.evm = {
      async connect(walletId) {
        const connector = config.connectors.find((c) => c.uid === walletId || c.id === walletId);
        if (!connector) throw new Error(`Unknown wallet ${walletId}`);
        await connect(config, { connector });
      },
      async disconnect() {
        await disconnect(config);
      },
      executionSigner: () => createEvmSigner(wagmiEvmWallet(config), wagmiPublicClient(config)),
    };
    setStackState(store, 'evm', 'ready');
    return () => {
      store.drivers.evm = undefined;
    };
  }, [config, store]);

  useEffect(() => {
    // The generic `injected` connector only matters when no wallet announced itself (EIP-6963).
    const announced = connectors.filter((c) => c.id !== 'injected');
    const visible = announced.some((c) => c.type === 'injected') ? announced : connectors;
    const wallets: WalletOption[] = visible
      .filter((c) => c.id !== 'injected' || hasInjectedProvider())
      .map((c) => ({
        id: c.uid,
        name: c.id === 'injected' ? 'Browser wallet' : c.name,
        icon: c.icon,
        isSandbox: devWalletId !== undefined && c.id === devWalletId,
      }));
    patchNetwork(store, 'evm', { wallets });
  }, [connectors, devWalletId, store]);

  useEffect(() => {
    // A host app's `WagmiProvider` calls `reconnect` on every render of a client-side config (its
    // Hydrate runs onMount during render; the widget's own provider reconnects once per config),
    // so a connected wallet passes through 'reconnecting' whenever the host re-renders. The same
    // account reconnecting stays connected: otherwise the wallet blinks out for a moment, and with
    // it the recipient of cross-network quotes and the Review.
    const shown = store.getState().evm;
    if (
      connection.status === 'reconnecting' &&
      shown.status === 'connected' &&
      connection.address !== undefined &&
      connection.address === shown.address
    ) {
      return;
    }
    patchNetwork(store, 'evm', {
      status:
        connection.status === 'connected'
          ? 'connected'
          : connection.status === 'disconnected'
            ? 'disconnected'
            : 'connecting',
      address: connection.status === 'connected' ? connection.address : undefined,
      walletName: connection.connector?.name,
    });
  }, [connection.status, connection.address, connection.connector, store]);

  return null;
}

function hasInjectedProvider(): boolean {
  return (
    typeof window !== 'undefined' &&
    'ethereum' in window &&
    Boolean((window as { ethereum?: unknown }).ethereum)
  );
}
