import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import {
  ConnectionProvider,
  useConnection,
  useWallet,
  WalletProvider,
} from '@solana/wallet-adapter-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Chain } from '../../api/types';
import { walletConnectionError } from '../../execution/walletErrors';
import { loadSandboxSolanaAdapter } from '../loadSandboxDevWallets';
import { useHostWallets } from '../useHostWallets';
import { walletConnectAccess } from '../walletConnect/walletConnectAccess';
import type { WalletConnectSettings } from '../walletConnect/walletConnectSettings';
import {
  patchNetwork,
  setStackState,
  type WalletOption,
  type WalletStateStore,
} from '../walletState';
import { HostWalletAdapter } from './HostWalletAdapter';
import { createSolanaSigner } from './solanaSigner';
import { WalletConnectSolanaAdapter } from './WalletConnectSolanaAdapter';

export interface SolanaWalletStackProps {
  store: WalletStateStore;
  /** The `sol` chain from `/chains`, and its RPC URL. */
  chain: Chain;
  endpoint: string;
  /** WalletConnect, when the widget has a project id (or the sandbox's relay, in development). */
  walletConnect?: WalletConnectSettings | undefined;
  /** base58 secret key of the sandbox dev wallet; only when the API is the sandbox (development). */
  sandboxSecretKey?: string;
  /** Namespaces the remembered wallet name per widget instance. */
  storageKey: string;
}

/**
 * The whole Solana wallet stack (web3.js + wallet adapter), loaded through `import()` only when a
 * Solana chain is chosen. Wallet Standard wallets are discovered by the adapter itself; the
 * sandbox dev wallet is added when available, and a wallet the page around the widget lends it
 * (`HostWallets`: the host page's, over the iframe bridge). State goes to the widget's wallet
 * state store.
 */
export default function SolanaWalletStack({
  store,
  chain,
  endpoint,
  walletConnect,
  sandboxSecretKey,
  storageKey,
}: SolanaWalletStackProps) {
  const devWallet = useSandboxAdapter(sandboxSecretKey);
  const host = useHostWallets()?.solana;
  const hostWallet = useMemo(
    () => host && new HostWalletAdapter(host.name, host.transport),
    [host],
  );
  const overWalletConnect = useMemo(
    () =>
      walletConnect &&
      new WalletConnectSolanaAdapter(walletConnectAccess(store, walletConnect), chain),
    [store, walletConnect, chain],
  );
  // Wait for the dev wallet's code, so the provider starts (and auto-connects) with its list.
  if (devWallet === 'loading') return null;
  const wallets: Adapter[] = [
    ...(hostWallet ? [hostWallet] : []),
    ...(overWalletConnect ? [overWalletConnect] : []),
    ...(devWallet ? [devWallet] : []),
  ];
  return (
    <ConnectionProvider endpoint={endpoint} config={{ commitment: 'confirmed' }}>
      <WalletProvider
        wallets={wallets}
        autoConnect
        localStorageKey={storageKey}
        onError={(err) => {
          const error = walletConnectionError(err);
          // Closing the WalletConnect dialog is the person's choice, not a failure.
          if (error.code !== 'ABORTED') patchNetwork(store, 'sol', { error });
        }}
      >
        <SolanaWalletBridge store={store} devWalletName={devWallet?.name} />
      </WalletProvider>
    </ConnectionProvider>
  );
}

/** The sandbox dev wallet adapter for `secretKey` (development builds); 'loading' meanwhile. */
function useSandboxAdapter(secretKey: string | undefined): Adapter | undefined | 'loading' {
  const load = secretKey ? loadSandboxSolanaAdapter : undefined;
  const [loaded, setLoaded] = useState<{ key: string; adapter: Adapter | undefined }>();
  useEffect(() => {
    if (!load || !secretKey) return;
    let alive = true;
    load()
      .then((m) => new m.SandboxDevWalletAdapter(secretKey))
      .catch((error: unknown) => {
        console.warn('[swap-widget] sandbox dev wallet could not be loaded', error);
        return undefined;
      })
      .then((adapter) => {
        if (alive) setLoaded({ key: secretKey, adapter });
      });
    return () => {
      alive = false;
    };
  }, [load, secretKey]);
  if (!load || !secretKey) return undefined;
  return loaded?.key === secretKey ? loaded.adapter : 'loading';
}

function SolanaWalletBridge({
  store,
  devWalletName,
}: {
  store: WalletStateStore;
  devWalletName: string | undefined;
}) {
  const {
    wallets,
    wallet,
    publicKey,
    connected,
    connecting,
    select,
    connect,
    disconnect,
    signTransaction,
  } = useWallet();
  const { connection } = useConnection();
  // `select` triggers the adapter's autoConnect; an explicit connect covers a re-select.
  const latest = useRef({ wallet, connect, select, disconnect, publicKey, signTransaction });
  latest.current = { wallet, connect, select, disconnect, publicKey, signTransaction };

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
      executionSigner() {
        const { publicKey: key, signTransaction: sign } = latest.current;
        if (!key || !sign) return undefined;
        return createSolanaSigner({ connection, publicKey: key, signTransaction: sign });
      },
    };
    setStackState(store, 'sol', 'ready');
    return () => {
      store.drivers.sol = undefined;
    };
  }, [store, connection]);

  useEffect(() => {
    const options: WalletOption[] = wallets
      .filter((w) => w.readyState === 'Installed' || w.adapter.name === devWalletName)
      .map((w) => ({
        id: w.adapter.name,
        name: w.adapter.name,
        icon: w.adapter.icon,
        isSandbox: w.adapter.name === devWalletName,
      }));
    patchNetwork(store, 'sol', { wallets: options });
  }, [wallets, devWalletName, store]);

  useEffect(() => {
    patchNetwork(store, 'sol', {
      status: connected ? 'connected' : connecting ? 'connecting' : 'disconnected',
      address: connected ? publicKey?.toBase58() : undefined,
      walletName: wallet?.adapter.name,
    });
  }, [connected, connecting, publicKey, wallet, store]);

  return null;
}
