import { useEffect, useMemo, useState } from 'react';
import type { Chain } from '../../api/types';
import { loadSandboxTronWallet } from '../loadSandboxDevWallets';
import { rememberedWallet } from '../rememberedWallet';
import { walletConnectAccess } from '../walletConnect/walletConnectAccess';
import type { WalletConnectSettings } from '../walletConnect/walletConnectSettings';
import {
  patchNetwork,
  setStackState,
  type WalletOption,
  type WalletStateStore,
} from '../walletState';
import { tronHttp } from './tronHttp';
import { createTronSigner, type TronWalletAccess } from './tronSigner';
import { useTronLink } from './useTronLink';
import { walletConnectTronWallet } from './walletConnectTronWallet';

/** Tron mainnet: the sandbox's dev key is never offered on a public network's chain id. */
const TRON_MAINNET_CHAIN_ID = '728126428';

export interface TronWalletStackProps {
  store: WalletStateStore;
  /** The Tron chain from `/chains`: its full node's HTTP API and its id. */
  endpoint: string;
  chain: Chain;
  /** WalletConnect, when the widget has a project id (or the sandbox's relay, in development). */
  walletConnect?: WalletConnectSettings | undefined;
  /** The sandbox's Tron dev key (64 hex digits); only when the API is the sandbox (development). */
  sandboxPrivateKey?: string | undefined;
  /** Where the wallet connected last is remembered, so a reload finds it again. */
  storageKey?: string | undefined;
}

interface TronWallet {
  option: WalletOption;
  access: TronWalletAccess;
  /** A browser wallet's own connection (TronLink); the dev wallet has none. */
  connect?(): Promise<void>;
  disconnect?(): Promise<void>;
  /** A browser wallet that already lets this site in: it comes back after a reload unasked. */
  authorized?: boolean;
  /**
   * WalletConnect's: after a reload, takes the stored session's account without asking the
   * person; false when there is no session, or it did not approve this chain.
   */
  restore?(): Promise<boolean>;
  /** WalletConnect's: `listener` is called when its session ends, on either side. */
  onEnd?(listener: () => void): () => void;
}

/**
 * The Tron wallet stack, loaded through `import()` only when a Tron chain is chosen or the Tron
 * section of the wallet menu opens: a full node's HTTP API for the reads and the broadcast
 * (`tronHttp`, no TronWeb) and the wallets found, each signing only: TronLink when the page has
 * it, and the sandbox's dev wallet in development builds, on the sandbox's own ledger only. State
 * goes to the widget's wallet state store, the engine's signer through the driver.
 */
export default function TronWalletStack({
  store,
  endpoint,
  chain,
  walletConnect,
  sandboxPrivateKey,
  storageKey,
}: TronWalletStackProps) {
  const { chainId } = chain;
  const devWallet = useSandboxTronWallet(
    chainId === TRON_MAINNET_CHAIN_ID ? undefined : sandboxPrivateKey,
  );
  const tronLink = useTronLink(chainId);
  const overWalletConnect = useMemo(
    () =>
      walletConnect && walletConnectTronWallet(walletConnectAccess(store, walletConnect), chain),
    [store, walletConnect, chain],
  );
  const [connectedId, setConnectedId] = useState<string>();
  const wallets = useMemo(
    () => [tronLink, overWalletConnect, devWallet].filter((w): w is TronWallet => w !== undefined),
    [tronLink, overWalletConnect, devWallet],
  );
  const connected = wallets.find((w) => w.option.id === connectedId);
  const remembered = useMemo(() => rememberedWallet(storageKey), [storageKey]);

  // After a reload, the wallet connected last comes back by itself when that asks nothing of the
  // person (the sandbox dev wallet, a TronLink that already lets this site in, a WalletConnect
  // session the wallet still keeps): a swap reopened mid-way sends what it saved through it. A
  // connection that may open a prompt is never made by a page load.
  useEffect(() => {
    if (connectedId !== undefined) return;
    const wallet = wallets.find((w) => w.option.id === remembered.read());
    if (wallet && ((wallet.option.isSandbox && !wallet.connect) || wallet.authorized)) {
      setConnectedId(wallet.option.id);
    }
    if (!wallet?.restore) return;
    let alive = true;
    const restored = (ok: boolean) => {
      if (!alive) return;
      if (ok) setConnectedId(wallet.option.id);
      else remembered.forget();
    };
    wallet.restore().then(restored, () => restored(false));
    return () => {
      alive = false;
    };
  }, [wallets, remembered, connectedId]);

  useEffect(() => {
    store.drivers.tron = {
      async connect(walletId) {
        const wallet = wallets.find((w) => w.option.id === walletId);
        if (!wallet) throw new Error(`no Tron wallet ${walletId}`);
        if (wallet.connect) {
          // TronLink's prompt is open meanwhile: no second request from the list.
          patchNetwork(store, 'tron', { status: 'connecting' });
          try {
            await wallet.connect();
          } catch (error) {
            patchNetwork(store, 'tron', { status: connected ? 'connected' : 'disconnected' });
            throw error;
          }
        }
        setConnectedId(walletId);
        remembered.remember(walletId);
      },
      async disconnect() {
        await connected?.disconnect?.();
        remembered.forget();
        setConnectedId(undefined);
      },
      executionSigner() {
        return connected && createTronSigner(connected.access, tronHttp(endpoint));
      },
    };
    patchNetwork(store, 'tron', { wallets: wallets.map((w) => w.option) });
    setStackState(store, 'tron', 'ready');
    return () => {
      store.drivers.tron = undefined;
    };
  }, [store, endpoint, wallets, connected, remembered]);

  // The wallet ended the session (or another network's button did): nothing to sign with.
  useEffect(
    () =>
      connected?.onEnd?.(() => {
        remembered.forget();
        setConnectedId(undefined);
      }),
    [connected, remembered],
  );

  useEffect(() => {
    const address = connected?.access.address();
    patchNetwork(store, 'tron', {
      status: address ? 'connected' : 'disconnected',
      address,
      walletName: connected?.option.name,
    });
  }, [connected, store]);

  return null;
}

/** The sandbox dev wallet on `privateKey` (development builds), once its code has loaded. */
function useSandboxTronWallet(privateKey: string | undefined): TronWallet | undefined {
  const [wallet, setWallet] = useState<TronWallet>();
  useEffect(() => {
    if (!loadSandboxTronWallet || !privateKey) return;
    let alive = true;
    loadSandboxTronWallet()
      .then((m) => {
        if (!alive) return;
        setWallet({
          option: {
            id: m.SANDBOX_TRON_WALLET_NAME,
            name: m.SANDBOX_TRON_WALLET_NAME,
            isSandbox: true,
          },
          access: m.createSandboxDevTronWallet(privateKey),
        });
      })
      .catch((error: unknown) => {
        console.warn('[swap-widget] sandbox Tron dev wallet could not be loaded', error);
      });
    return () => {
      alive = false;
    };
  }, [privateKey]);
  return privateKey ? wallet : undefined;
}
