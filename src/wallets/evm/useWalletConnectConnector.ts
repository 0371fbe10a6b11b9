import { useMemo } from 'react';
import { proposalNamespaces } from '../walletConnect/proposalNamespaces';
import { pairingReporter } from '../walletConnect/walletConnectAccess';
import { walletConnectLink } from '../walletConnect/walletConnectLink';
import type { WalletConnectSettings } from '../walletConnect/walletConnectSettings';
import type { WalletStateStore } from '../walletState';
import { walletConnectConnector } from './walletConnectConnector';

/**
 * The WalletConnect connector of this widget instance (none without settings): its proposal asks
 * for every network of `/chains`, and its `wc:` link goes to the wallet state, where the QR
 * dialog shows it. Made once per settings' value, so wagmi's config is made once.
 */
export function useWalletConnectConnector(
  store: WalletStateStore,
  settings: WalletConnectSettings | undefined,
) {
  const { projectId, relayUrl, storagePrefix, namespaces } = settings ?? {};
  return useMemo(() => {
    if (projectId === undefined || storagePrefix === undefined || !namespaces) return undefined;
    const link = walletConnectLink({
      projectId,
      storagePrefix,
      namespaces,
      ...(relayUrl === undefined ? {} : { relayUrl }),
    });
    return walletConnectConnector({
      link,
      proposal: () => proposalNamespaces(namespaces, store.getState().chains),
      onUri: pairingReporter(store, link),
    });
  }, [projectId, relayUrl, storagePrefix, namespaces, store]);
}
