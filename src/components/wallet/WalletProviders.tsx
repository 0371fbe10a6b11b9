import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { parseWalletConnectOptions } from '../../config/walletConnectOptions';
import { loadSandboxDevTools } from '../../devtools/loadSandboxDevTools';
import { sandboxDetectionQueryOptions } from '../../devtools/sandboxQuery';
import { sandboxWalletConnect } from '../../devtools/sandboxWalletConnect';
import { NETWORKS } from '../../networks/networkRegistry';
import { partOfEachNetwork } from '../../networks/partOfEachNetwork';
import { useChains, useRoutingClient } from '../../queries';
import { storageKey as namespacedKey, storageScope } from '../../state/persistedStorage';
import { toViemChains } from '../../wallets/evm/evmChains';
import { instanceWalletConnect } from '../../wallets/walletConnect/instanceWalletConnect';
import {
  setStackState,
  type WalletNetworkType,
  type WalletStateStore,
} from '../../wallets/walletState';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useAfterStartup } from '../widget/useAfterStartup';
import { OnDemandStackLoader } from './OnDemandStackLoader';
import { StackLoadFailed } from './StackLoadFailed';
import { WalletConnectPairing } from './WalletConnectPairing';
import { WalletMenuHost } from './WalletMenu';

// The EVM stack (wagmi + viem's client code) is fetched once the first answers are painted
// (`useAfterStartup`): the quote screen does not need it to render.
const loadEvmWalletStack = () => import('../../wallets/evm/EvmWalletStack');
const EvmWalletStack = lazy(loadEvmWalletStack);

// The other stacks (Solana, Tron, Cosmos) are each their own chunk, fetched only when one of their
// chains is chosen or the user asks for their wallet (`OnDemandStackLoader`).
const LAZY_STACKS = (Object.keys(NETWORKS) as WalletNetworkType[]).flatMap((type) => {
  const stack = NETWORKS[type].onDemandStack;
  return stack ? [[type, stack] as const] : [];
});

/**
 * Wallet stacks for one widget instance, built from `/chains` (RPC URLs, native symbols): wagmi
 * for EVM (EIP-6963 wallets, plus the sandbox dev wallet when the API is the sandbox) and, lazily,
 * the other networks' stacks (the Solana wallet adapter, ...). All are imported on demand and run
 * beside `children`, not around them, reporting through the wallet state store (`store`, which the widget provides from its
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

  // The stacks asked for (the wallet menu opened for them): loaded once their loaders run.
  const [wanted, setWanted] = useState<ReadonlySet<WalletNetworkType>>(new Set());
  useEffect(() => {
    store.setState({
      requestStack: (type) => setWanted((w) => (w.has(type) ? w : new Set(w).add(type))),
    });
  }, [store]);

  const evmChains = useMemo(() => toViemChains(chains ?? []), [chains]);
  const walletConnect = useWalletConnectSettings(isSandbox, client.baseUrl, storage);
  // A stack whose wallet was WalletConnect loads with the page: its account comes back by itself.
  const reconnecting = useMemo(
    () =>
      new Set(
        walletConnect
          ? LAZY_STACKS.filter(([, s]) => s.remembersWalletConnect(storage)).map(([type]) => type)
          : [],
      ),
    [walletConnect, storage],
  );
  const devAccount = accounts?.evm[0];
  // The stack waits for the first answers to be painted (a deep link's route first).
  const started = useAfterStartup();
  const hasEvm = settled && started && evmChains.length > 0;

  useEffect(() => {
    if (!started || store.getState().stacks.evm !== 'idle') return;
    setStackState(store, 'evm', 'loading');
    // A failed fetch is reported by the boundary below once the stack is rendered.
    loadEvmWalletStack().catch(() => {});
  }, [store, started]);
  useEffect(() => {
    // No usable EVM chain: there is no stack to wait for.
    if (settled && started && !hasEvm) setStackState(store, 'evm', 'ready');
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
              walletConnect={walletConnect}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {settled &&
        LAZY_STACKS.map(([type, { Stack }]) => (
          <OnDemandStackLoader
            key={type}
            type={type}
            Stack={Stack}
            wanted={wanted.has(type) || reconnecting.has(type)}
            store={store}
            chains={chains ?? []}
            isSandbox={isSandbox}
            sandboxAccounts={accounts}
            storage={storage}
            walletConnect={walletConnect}
          />
        ))}
      <WalletMenuHost />
      <WalletConnectPairing />
    </>
  );
}

/** Each network's part of a WalletConnect proposal. */
const WALLETCONNECT_NAMESPACES = partOfEachNetwork((network) => network.walletConnect);

/**
 * The instance's WalletConnect (`instanceWalletConnect`): the config's, else, in a development
 * build on the sandbox, the sandbox's own relay; none without a project id.
 */
function useWalletConnectSettings(isSandbox: boolean, apiUrl: string, storage: string) {
  const given = useWidgetConfig().walletConnect;
  const configured = useMemo(() => parseWalletConnectOptions(given), [given]);
  // Memoized on plain values: a host page may pass a new `walletConnect` object at each render.
  const { projectId, relayUrl } = configured ?? {};
  const sandboxApi = __DEVELOPMENT_BUILD__ && isSandbox ? apiUrl : undefined;
  return useMemo(
    () =>
      instanceWalletConnect(
        projectId === undefined
          ? undefined
          : { projectId, ...(relayUrl === undefined ? {} : { relayUrl }) },
        sandboxApi === undefined ? undefined : sandboxWalletConnect(sandboxApi),
        storage,
        WALLETCONNECT_NAMESPACES,
      ),
    [projectId, relayUrl, sandboxApi, storage],
  );
}
