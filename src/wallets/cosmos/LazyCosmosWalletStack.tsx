import { lazy, Suspense } from 'react';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { storageKey } from '../../state/persistedStorage';
import { type OnDemandStackProps, useStackLoading } from '../useStackLoading';
import { remembersWalletConnect } from '../walletConnect/walletConnectWallet';

// The Cosmos stack (cosmjs's signing pieces and the Cosmos wallets) is its own chunk, fetched only
// when a Cosmos chain is chosen or the user asks for a Cosmos wallet.
const CosmosWalletStack = lazy(() => import('./CosmosWalletStack'));

/** The Cosmos wallet stack, for the chosen Cosmos chain and the site's `cosmosChains`. */
export function LazyCosmosWalletStack({
  store,
  chains,
  chosenChainId,
  isSandbox,
  sandboxAccounts,
  storage,
  walletConnect,
}: OnDemandStackProps) {
  const { cosmosChains } = useWidgetConfig();
  useStackLoading(store, 'cosmos', undefined);
  return (
    <Suspense fallback={null}>
      <CosmosWalletStack
        store={store}
        chains={chains}
        chainId={chosenChainId}
        configured={cosmosChains}
        isSandbox={isSandbox}
        sandboxKey={sandboxAccounts?.cosmos?.[0]?.privateKey}
        storageKey={rememberedKey(storage)}
        walletConnect={walletConnect}
      />
    </Suspense>
  );
}

/** Where the Cosmos stack remembers the wallet it connected last. */
const rememberedKey = (storage: string) => storageKey(storage, 'cosmos-wallet');

/** Whether the Cosmos wallet connected last was WalletConnect. */
export const cosmosRemembersWalletConnect = (storage: string) =>
  remembersWalletConnect(rememberedKey(storage));
