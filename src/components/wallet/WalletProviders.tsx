import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Chain } from '../../api/types';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { ConfigError } from '../../config/widgetConfig';
import { loadSandboxDevTools } from '../../devtools/loadSandboxDevTools';
import { sandboxDetectionQueryOptions } from '../../devtools/sandboxQuery';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { messageRef } from '../../lib/messageRef';
import { useChains, useRoutingClient } from '../../queries';
import { storageKey as namespacedKey, storageScope } from '../../state/persistedStorage';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { toViemChains } from '../../wallets/evm/evmChains';
import { patchNetwork, useWalletState, type WalletStateStore } from '../../wallets/walletState';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useAfterStartup } from '../widget/useAfterStartup';
import { StackLoadFailed } from './StackLoadFailed';
import { TronStackLoader } from './TronStackLoader';
import { WalletMenuHost } from './WalletMenu';

// The EVM stack (wagmi + viem's client code) is fetched once the first answers are painted
// (`useAfterStartup`): the quote screen does not need it to render.
const loadEvmWalletStack = () => import('../../wallets/evm/EvmWalletStack');
const EvmWalletStack = lazy(loadEvmWalletStack);

// The Solana stack (web3.js + wallet adapter, ~125 KB gzip) is its own chunk, fetched only when a
// Solana chain is chosen or the user asks for a Solana wallet.
const SolanaWalletStack = lazy(() => import('../../wallets/solana/SolanaWalletStack'));

// The Cosmos stack (cosmjs's signing pieces and the Cosmos wallets) likewise: fetched only when a
// Cosmos chain is chosen or the user asks for a Cosmos wallet.
const CosmosWalletStack = lazy(() => import('../../wallets/cosmos/CosmosWalletStack'));

/**
 * Wallet stacks for one widget instance, built from `/chains` (RPC URLs, native symbols): wagmi
 * for EVM (EIP-6963 wallets, plus the sandbox dev wallet when the API is the sandbox) and, lazily,
 * the Solana wallet adapter. Both are imported on demand and run beside `children`, not around
 * them, reporting through the wallet state store (`store`, which the widget provides from its
 * first render), so loading a stack never remounts the widget. Itself loaded right after the
 * first render (`src/startup/LateStart.tsx`).
 */
export function WalletProviders({ store }: { store: WalletStateStore }) {
  const { client, scope } = useRoutingClient();
  const chainsQuery = useChains();
  const chains = chainsQuery.data;
  // Development builds ask whether the API is the local sandbox (and for its dev keys); a
  // production build has no such code and decides at once: it is not.
  const sandbox = useQuery(sandboxDetectionQueryOptions(scope, client.baseUrl, chains));
  const isSandbox = sandbox.data?.isSandbox === true;
  const accounts = sandbox.data?.accounts;
  // Decide on connectors once, after the sandbox question has its answer (none without chains).
  const settled = !loadSandboxDevTools || sandbox.isFetched || chainsQuery.isError;
  // The remembered wallet belongs to one API: another API's page must not reconnect it.
  const storage = storageScope(scope, client.baseUrl);

  useEffect(() => {
    store.setState({ chains: chains ?? [], isSandbox });
  }, [store, chains, isSandbox]);

  const evmChains = useMemo(() => toViemChains(chains ?? []), [chains]);
  const devAccount = accounts?.evm[0];
  // The stack waits for the first answers to be painted (a deep link's route first).
  const started = useAfterStartup();
  const hasEvm = settled && started && evmChains.length > 0;

  useEffect(() => {
    if (!started || store.getState().evmStack !== 'idle') return;
    store.setState({ evmStack: 'loading' });
    // A failed fetch is reported by the boundary below once the stack is rendered.
    loadEvmWalletStack().catch(() => {});
  }, [store, started]);
  useEffect(() => {
    // No usable EVM chain: there is no stack to wait for.
    if (settled && started && !hasEvm) store.setState({ evmStack: 'ready' });
  }, [settled, started, hasEvm, store]);

  return (
    <>
      {hasEvm && (
        <ErrorBoundary fallback={() => <StackLoadFailed store={store} type="evm" />}>
          <Suspense fallback={null}>
            <EvmWalletStack
              store={store}
              chains={evmChains}
              sandboxAccount={devAccount}
              storageKey={namespacedKey(storage, 'wagmi')}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {settled && (
        <SolanaStackLoader
          store={store}
          chains={chains ?? []}
          sandboxSecretKey={accounts?.solana[0]?.secretKey}
          storageKey={namespacedKey(storage, 'solana-wallet')}
        />
      )}
      {settled && (
        <TronStackLoader
          store={store}
          chains={chains ?? []}
          sandboxPrivateKey={accounts?.tron?.[0]?.privateKey}
          storageKey={namespacedKey(storage, 'tron-wallet')}
        />
      )}
      {settled && (
        <CosmosStackLoader
          store={store}
          chains={chains ?? []}
          isSandbox={isSandbox}
          sandboxKey={accounts?.cosmos?.[0]?.privateKey}
          storageKey={namespacedKey(storage, 'cosmos-wallet')}
        />
      )}
      <WalletMenuHost />
    </>
  );
}

function SolanaStackLoader({
  store,
  chains,
  sandboxSecretKey,
  storageKey,
}: {
  store: WalletStateStore;
  chains: Chain[];
  sandboxSecretKey?: string;
  storageKey: string;
}) {
  const isSol = (id?: string) => chains.some((c) => c.chainId === id && c.networkType === 'sol');
  const solanaChosen = useWidgetStore((s) => isSol(s.from.chainId) || isSol(s.to.chainId));
  const requested = useWalletState((s) => s.solanaStack !== 'idle');
  const [wanted, setWanted] = useState(false);
  const endpoint = chains
    .find((c) => c.networkType === 'sol')
    ?.rpcUrls.find((u) => /^https?:\/\//.test(u));

  useEffect(() => {
    store.setState({ requestSolanaStack: () => setWanted(true) });
  }, [store]);
  // Once loaded it stays: switching away from Solana must not drop a connected wallet.
  const load = solanaChosen || requested || wanted;
  useEffect(() => {
    if (!load) return;
    if (!endpoint) {
      store.setState({ solanaStack: 'failed' });
      patchNetwork(store, 'sol', {
        error: new ConfigError(messageRef(walletMenuMessages, 'noSolanaRpc')),
      });
    } else if (store.getState().solanaStack === 'idle') store.setState({ solanaStack: 'loading' });
  }, [load, endpoint, store]);

  if (!load || !endpoint) return null;
  return (
    <ErrorBoundary fallback={() => <StackLoadFailed store={store} type="sol" />}>
      <Suspense fallback={null}>
        <SolanaWalletStack
          store={store}
          endpoint={endpoint}
          sandboxSecretKey={sandboxSecretKey}
          storageKey={storageKey}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

function CosmosStackLoader({
  store,
  chains,
  isSandbox,
  sandboxKey,
  storageKey,
}: {
  store: WalletStateStore;
  chains: Chain[];
  isSandbox: boolean;
  sandboxKey?: string | undefined;
  storageKey: string;
}) {
  const { cosmosChains } = useWidgetConfig();
  const isCosmos = (id?: string) =>
    chains.some((c) => c.chainId === id && c.networkType === 'cosmos');
  // The source's chain when it is a Cosmos chain (that is where the wallet signs), else the
  // destination's (its wallet can be the recipient).
  const chainId = useWidgetStore((s) =>
    isCosmos(s.from.chainId) ? s.from.chainId : isCosmos(s.to.chainId) ? s.to.chainId : undefined,
  );
  const requested = useWalletState((s) => s.cosmosStack !== 'idle');
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    store.setState({ requestCosmosStack: () => setWanted(true) });
  }, [store]);
  // Once loaded it stays: switching away from Cosmos must not drop a connected wallet.
  const load = chainId !== undefined || requested || wanted;
  useEffect(() => {
    if (load && store.getState().cosmosStack === 'idle') store.setState({ cosmosStack: 'loading' });
  }, [load, store]);

  if (!load) return null;
  return (
    <ErrorBoundary fallback={() => <StackLoadFailed store={store} type="cosmos" />}>
      <Suspense fallback={null}>
        <CosmosWalletStack
          store={store}
          chains={chains}
          chainId={chainId}
          configured={cosmosChains}
          isSandbox={isSandbox}
          sandboxKey={sandboxKey}
          storageKey={storageKey}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
