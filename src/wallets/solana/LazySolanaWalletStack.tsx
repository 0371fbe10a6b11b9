import { lazy, Suspense } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { messageRef } from '../../lib/messageRef';
import { storageKey } from '../../state/persistedStorage';
import { rpcUrlOf } from '../rpcUrlOf';
import { type OnDemandStackProps, useStackLoading } from '../useStackLoading';
import { remembersWalletConnect, WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';

// The Solana stack (web3.js + wallet adapter, ~125 KB gzip) is its own chunk, fetched only when a
// Solana chain is chosen or the user asks for a Solana wallet.
const SolanaWalletStack = lazy(() => import('./SolanaWalletStack'));

const NO_SOLANA_RPC = messageRef(walletMenuMessages, 'noSolanaRpc');

/** The Solana wallet stack, on the first Solana chain's HTTP RPC (none: its menu says so). */
export function LazySolanaWalletStack({
  store,
  chains,
  sandboxAccounts,
  storage,
  walletConnect,
}: OnDemandStackProps) {
  const chain = chains.find((c) => c.networkType === 'sol');
  const endpoint = rpcUrlOf(chain);
  useStackLoading(store, 'sol', endpoint ? undefined : NO_SOLANA_RPC);
  if (!endpoint || !chain) return null;
  return (
    <Suspense fallback={null}>
      <SolanaWalletStack
        store={store}
        chain={chain}
        endpoint={endpoint}
        walletConnect={walletConnect}
        sandboxSecretKey={sandboxAccounts?.solana[0]?.secretKey}
        storageKey={rememberedKey(storage)}
      />
    </Suspense>
  );
}

/** Where the Solana stack remembers the wallet it connected last. */
const rememberedKey = (storage: string) => storageKey(storage, 'solana-wallet');

/** Whether the Solana wallet connected last was WalletConnect (the wallet adapter writes its name as JSON). */
export const solanaRemembersWalletConnect = (storage: string) =>
  remembersWalletConnect(rememberedKey(storage), JSON.stringify(WALLETCONNECT_WALLET.name));
