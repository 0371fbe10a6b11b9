import { useEffect, useMemo, useRef } from 'react';
import type { Chain } from '../../api/types';
import { parseCosmosChains } from '../../config/cosmosChains';
import { sandboxCosmosChains } from '../../devtools/sandboxCosmosChain';
import { rememberedWallet } from '../rememberedWallet';
import { walletConnectAccess } from '../walletConnect/walletConnectAccess';
import type { WalletConnectSettings } from '../walletConnect/walletConnectSettings';
import { WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';
import { patchNetwork, setStackState, type WalletStateStore } from '../walletState';
import { type CosmosWallet, createCosmosSigner } from './cosmosSigner';
import {
  type CosmosWalletSources,
  connectCosmosWallet,
  cosmosWalletOptions,
} from './cosmosWallets';
import type { KeplrLike } from './keplrCosmosWallet';
import { restoreWalletConnectCosmos } from './walletConnectCosmosWallet';

export interface CosmosWalletStackProps {
  store: WalletStateStore;
  /** `/chains`: the sandbox's ledger is configured from its entry (development builds). */
  chains: readonly Chain[];
  /** The Cosmos chain the form names (its source first), whose wallets are offered. */
  chainId: string | undefined;
  /** The integrator's `cosmosChains`, as given (checked here: `parseCosmosChains`). */
  configured: unknown;
  isSandbox: boolean;
  /** The sandbox's dev key (hex); only when the API is the sandbox (development builds). */
  sandboxKey?: string | undefined;
  /** Where the wallet connected last is remembered, so a reload finds it again. */
  storageKey?: string | undefined;
  /** WalletConnect, when the widget has a project id (or the sandbox's relay, in development). */
  walletConnect?: WalletConnectSettings | undefined;
}

/**
 * The Cosmos wallet stack (cosmjs's signing pieces, the wallets), loaded through `import()` only
 * when a Cosmos chain is chosen or its wallet menu opens. It offers the wallets found for the
 * chosen chain (`cosmosWallets.ts`), connects one, and registers the engine's signer on it; state
 * goes to the widget's wallet state store.
 */
export default function CosmosWalletStack({
  store,
  chains,
  chainId,
  configured,
  isSandbox,
  sandboxKey,
  storageKey,
  walletConnect,
}: CosmosWalletStackProps) {
  const config = useMemo(() => {
    // Checked here, not where the widget starts: the first load does not carry the schema.
    const { chains: checked, rejected } = parseCosmosChains(configured);
    for (const name of rejected) console.warn(`[swap-widget] config.${name} ignored: not valid`);
    // Development builds on the sandbox: its ledger, as an integrator would configure it.
    const sandbox = __DEVELOPMENT_BUILD__ && isSandbox ? sandboxCosmosChains(chains) : {};
    return { ...sandbox, ...checked };
  }, [chains, configured, isSandbox]);
  const access = useMemo(
    () => walletConnect && walletConnectAccess(store, walletConnect),
    [store, walletConnect],
  );
  const sources = useMemo<CosmosWalletSources | undefined>(() => {
    if (!chainId) return undefined;
    const keplr = (globalThis as { keplr?: KeplrLike }).keplr;
    const listed = chains.find((c) => c.chainId === chainId);
    const overWalletConnect = access && listed ? { access, chain: listed } : undefined;
    return {
      chainId,
      chain: config[chainId],
      keplr,
      devKey: sandboxKey,
      walletConnect: overWalletConnect,
    };
  }, [chainId, chains, config, sandboxKey, access]);
  const connected = useRef<(CosmosWallet & { name: string }) | undefined>(undefined);
  const remembered = useMemo(() => rememberedWallet(storageKey), [storageKey]);
  const latest = useRef(sources);
  latest.current = sources;

  useEffect(() => {
    patchNetwork(store, 'cosmos', {
      wallets: sources ? cosmosWalletOptions(sources) : [],
      notSetUp:
        sources && !sources.chain
          ? (chains.find((c) => c.chainId === sources.chainId)?.name ?? sources.chainId)
          : undefined,
    });
    setStackState(store, 'cosmos', 'ready');
  }, [store, sources, chains]);

  useEffect(() => {
    store.drivers.cosmos = {
      async connect(walletId) {
        const current = latest.current;
        if (!current) return;
        patchNetwork(store, 'cosmos', { status: 'connecting' });
        try {
          const wallet = await connectCosmosWallet(walletId, current);
          connected.current = wallet;
          remembered.remember(walletId);
          showConnected(store, wallet);
        } catch (error) {
          patchNetwork(store, 'cosmos', { status: 'disconnected' });
          throw error;
        }
      },
      async disconnect() {
        connected.current = undefined;
        remembered.forget();
        patchNetwork(store, 'cosmos', {
          status: 'disconnected',
          address: undefined,
          walletName: undefined,
        });
      },
      executionSigner() {
        if (!connected.current) return undefined;
        return createCosmosSigner({ wallet: () => connected.current, chain: (id) => config[id] });
      },
    };
    return () => {
      delete store.drivers.cosmos;
    };
  }, [store, config, remembered]);

  // The WalletConnect session ended (on either side): its account signs no more.
  useEffect(
    () =>
      access?.onEnd(() => {
        if (connected.current?.name === WALLETCONNECT_WALLET.name) {
          void store.drivers.cosmos?.disconnect();
        }
      }),
    [access, store],
  );

  // After a reload, the wallet connected last comes back by itself when that asks nothing of the
  // person (the sandbox dev wallet): a swap reopened mid-way sends what it saved through it.
  // Keplr's `enable` may open a prompt, which a page load never does.
  useEffect(() => {
    if (!sources || connected.current || store.getState().cosmos.status !== 'disconnected') return;
    const id = remembered.read();
    const option = cosmosWalletOptions(sources).find((o) => o.id === id);
    if (!option?.isSandbox) return;
    store.drivers.cosmos?.connect(option.id).catch(() => remembered.forget());
  }, [store, sources, remembered]);

  // After a reload, a WalletConnect account comes back from the session the wallet still keeps,
  // with no Cosmos chain chosen too: on the chosen chain, else on one the session approved.
  useEffect(() => {
    if (!access || connected.current || remembered.read() !== WALLETCONNECT_WALLET.id) return;
    const candidates = chains
      .filter((c) => c.networkType === 'cosmos' && config[c.chainId])
      .sort((a, b) => Number(b.chainId === chainId) - Number(a.chainId === chainId))
      .map((chain) => ({ chain, bech32Prefix: config[chain.chainId]?.bech32Prefix ?? '' }));
    let alive = true;
    restoreWalletConnectCosmos(access, candidates)
      .catch(() => undefined)
      .then((wallet) => {
        if (!alive || connected.current) return;
        if (!wallet) return remembered.forget();
        connected.current = wallet;
        showConnected(store, wallet);
      });
    return () => {
      alive = false;
    };
  }, [store, access, chains, chainId, config, remembered]);
  return null;
}

function showConnected(store: WalletStateStore, wallet: CosmosWallet & { name: string }) {
  patchNetwork(store, 'cosmos', {
    status: 'connected',
    address: wallet.address,
    walletName: wallet.name,
  });
}
