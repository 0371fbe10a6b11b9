import { lazy, Suspense, useEffect, useState } from 'react';
import type { Chain } from '../../api/types';
import { ConfigError } from '../../config/widgetConfig';
import { feedbackMessages } from '../../i18n/en/feedback';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { patchNetwork, useWalletState, type WalletStateStore } from '../../wallets/walletState';
import { ErrorBoundary } from '../feedback/ErrorBoundary';

// The Tron stack is its own chunk, fetched only when a Tron chain is chosen or the user asks for
// a Tron wallet: the first load does not grow.
const TronWalletStack = lazy(() => import('../../wallets/tron/TronWalletStack'));

/** Loads the Tron wallet stack once it is wanted; it stays, so a connected wallet is kept. */
export function TronStackLoader({
  store,
  chains,
  sandboxPrivateKey,
  storageKey,
}: {
  store: WalletStateStore;
  chains: Chain[];
  sandboxPrivateKey?: string | undefined;
  /** Where the stack remembers the wallet it connected (`rememberedWallet`). */
  storageKey?: string | undefined;
}) {
  const isTron = (id?: string) => chains.some((c) => c.chainId === id && c.networkType === 'tron');
  const tronChosen = useWidgetStore((s) => isTron(s.from.chainId) || isTron(s.to.chainId));
  const requested = useWalletState((s) => s.tronStack !== 'idle');
  const [wanted, setWanted] = useState(false);
  const chain = chains.find((c) => c.networkType === 'tron');
  const endpoint = chain?.rpcUrls.find((u) => /^https?:\/\//.test(u));

  useEffect(() => {
    store.setState({ requestTronStack: () => setWanted(true) });
  }, [store]);
  const load = tronChosen || requested || wanted;
  useEffect(() => {
    if (!load) return;
    if (!endpoint) {
      store.setState({ tronStack: 'failed' });
      patchNetwork(store, 'tron', {
        error: new ConfigError(messageRef(walletMenuMessages, 'noTronRpc')),
      });
    } else if (store.getState().tronStack === 'idle') store.setState({ tronStack: 'loading' });
  }, [load, endpoint, store]);

  if (!load || !endpoint || !chain) return null;
  return (
    <ErrorBoundary fallback={() => <TronStackFailed store={store} />}>
      <Suspense fallback={null}>
        <TronWalletStack
          store={store}
          endpoint={endpoint}
          chainId={chain.chainId}
          sandboxPrivateKey={sandboxPrivateKey}
          storageKey={storageKey}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

function TronStackFailed({ store }: { store: WalletStateStore }) {
  useEffect(() => {
    store.setState({ tronStack: 'failed' });
    patchNetwork(store, 'tron', {
      error: new WidgetError(
        'WALLET_ERROR',
        messageRef(feedbackMessages, 'walletStackFailed', { network: 'Tron' }),
      ),
    });
  }, [store]);
  return null;
}
