import { lazy, Suspense } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { messageRef } from '../../lib/messageRef';
import { storageKey } from '../../state/persistedStorage';
import { rpcUrlOf } from '../rpcUrlOf';
import { type OnDemandStackProps, useStackLoading } from '../useStackLoading';
import { remembersWalletConnect } from '../walletConnect/walletConnectWallet';

// The Tron stack is its own chunk, fetched only when a Tron chain is chosen or the user asks for
// a Tron wallet: the first load does not grow.
const TronWalletStack = lazy(() => import('./TronWalletStack'));

const NO_TRON_RPC = messageRef(walletMenuMessages, 'noTronRpc');

/** The Tron wallet stack, on the first Tron chain's HTTP node (none: its menu says so). */
export function LazyTronWalletStack({
  store,
  chains,
  sandboxAccounts,
  storage,
  walletConnect,
}: OnDemandStackProps) {
  const chain = chains.find((c) => c.networkType === 'tron');
  const endpoint = rpcUrlOf(chain);
  useStackLoading(store, 'tron', endpoint ? undefined : NO_TRON_RPC);
  if (!endpoint || !chain) return null;
  return (
    <Suspense fallback={null}>
      <TronWalletStack
        store={store}
        endpoint={endpoint}
        chain={chain}
        walletConnect={walletConnect}
        sandboxPrivateKey={sandboxAccounts?.tron?.[0]?.privateKey}
        storageKey={rememberedKey(storage)}
      />
    </Suspense>
  );
}

/** Where the Tron stack remembers the wallet it connected last. */
const rememberedKey = (storage: string) => storageKey(storage, 'tron-wallet');

/** Whether the Tron wallet connected last was WalletConnect. */
export const tronRemembersWalletConnect = (storage: string) =>
  remembersWalletConnect(rememberedKey(storage));
