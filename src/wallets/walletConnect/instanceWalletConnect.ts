import type { WalletConnectOptions } from '../../config/walletConnectOptions';
import { storageKey } from '../../state/persistedStorage';
import type { WalletConnectNamespaces, WalletConnectSettings } from './walletConnectSettings';

/**
 * Pure: one widget instance's WalletConnect. The config's options win (a page's come from its
 * WalletConnect build settings, README "Environment"); else `fallback` (in a development build on the
 * sandbox, the sandbox's local relay); none without a project id. The client's state is kept
 * under the instance's storage scope (`storageScope`: its instance id and API), so two widgets
 * on a page, or one widget on two APIs, never share a session.
 */
export function instanceWalletConnect(
  configured: WalletConnectOptions | undefined,
  fallback: WalletConnectOptions | undefined,
  storage: string,
  namespaces: WalletConnectNamespaces,
): WalletConnectSettings | undefined {
  const options = configured ?? fallback;
  if (options === undefined) return undefined;
  const { projectId, relayUrl } = options;
  return {
    projectId,
    ...(relayUrl === undefined ? {} : { relayUrl }),
    storagePrefix: storageKey(storage, 'walletconnect'),
    namespaces,
  };
}
