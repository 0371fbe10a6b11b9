import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { useEffect, useMemo, useRef } from 'react';
import {
  patchNetwork,
  type WalletOption,
  type WalletStateStore,
  walletErrorText,
} from '../walletState';
import { SANDBOX_SOLANA_WALLET_NAME, SandboxDevWalletAdapter } from './SandboxDevWalletAdapter';

export interface SolanaWalletStackProps {
  store: WalletStateStore;
  /** RPC URL of the `sol` chain from `/chains`. */
  endpoint: string;
  /** base58 secret key of the sandbox dev wallet; only when the API is the sandbox. */
  sandboxSecretKey?: string;
  /** Namespaces the remembered wallet name per widget instance. */
  storageKey: string;
}

/**
 * The whole Solana wallet stack (web3.js + wallet adapter), loaded through `import()` only when a
 * Solana chain is chosen. Wallet Standard wallets are discovered by the adapter itself; the
 * sandbox dev wallet is added when available. State goes to the widget's wallet state store.
 */
export default function SolanaWalletStack({
  store,
  endpoint,
  sandboxSecretKey,
  storageKey,
}: SolanaWalletStackProps) {
  const wallets = useMemo<Adapter[]>(
    () => (sandboxSecretKey ? [new SandboxDevWalletAdapter(sandboxSecretKey)] : []),
    [sandboxSecretKey],
  );
  return (
    <ConnectionProvider endpoint={endpoint} config={{ commitment: 'confirmed' }}>
      <WalletProvider
        wallets={wallets}
        autoConnect
        localStorageKey={storageKey}
        onError={(err) => patchNetwork(store, 'sol', { error: walletErrorText(err) })}
      >
        <SolanaWalletBridge store={store} />
      </WalletProvider>
    </ConnectionProvider>
  );
}

function SolanaWalletBridge({ store }: { store: WalletStateStore }) {
  const { wallets, wallet, publicKey, connected, connecting, select, connect, disconnect } =
    useWallet();
  // `select` triggers the adapter's autoConnect; an explicit connect covers a re-select.
  const latest = useRef({ wallet, connect, select, disconnect });
  latest.current = { wallet, connect, select, disconnect };

  useEffect(() => {
    store.drivers.sol = {
      async connect(walletId) {
        const { wallet: current, connect: doConnect, select: doSelect } = latest.current;
        if (current?.adapter.name === walletId) await doConnect();
        else doSelect(walletId as WalletName);
      },
      async disconnect() {
        await latest.current.disconnect();
      },
    };
    store.setState({ solanaStack: 'ready' });
    return () => {
      store.drivers.sol = undefined;
    };
  }, [store]);

  useEffect(() => {
    const options: WalletOption[] = wallets
      .filter((w) => w.readyState === 'Installed' || w.adapter.name === SANDBOX_SOLANA_WALLET_NAME)
      .map((w) => ({
        id: w.adapter.name,
        name: w.adapter.name,
        icon: w.adapter.icon,
        isSandbox: w.adapter.name === SANDBOX_SOLANA_WALLET_NAME,
      }));
    patchNetwork(store, 'sol', { wallets: options });
  }, [wallets, store]);

  useEffect(() => {
    patchNetwork(store, 'sol', {
      status: connected ? 'connected' : connecting ? 'connecting' : 'disconnected',
      address: connected ? publicKey?.toBase58() : undefined,
      walletName: wallet?.adapter.name,
    });
  }, [connected, connecting, publicKey, wallet, store]);

  return null;
}
