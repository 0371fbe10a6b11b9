import { useEffect } from 'react';
import type { Chain } from '../api/types';
import { ConfigError } from '../config/widgetConfig';
import type { SandboxAccounts } from '../devtools/sandboxApi';
import type { ShortMessage } from '../lib/widgetError';
import type { WalletConnectSettings } from './walletConnect/walletConnectSettings';
import {
  patchNetwork,
  setStackState,
  type WalletNetworkType,
  type WalletStateStore,
} from './walletState';

/** What `WalletProviders` hands a wallet stack that loads on demand (its network's `onDemandStack`). */
export interface OnDemandStackProps {
  store: WalletStateStore;
  /** The API's chains (from `/chains`). */
  chains: Chain[];
  /**
   * The chosen source chain when it is of the stack's network (that is where the wallet signs),
   * else the chosen destination chain when it is (its wallet can be the recipient).
   */
  chosenChainId: string | undefined;
  /** Whether the API is the sandbox. */
  isSandbox: boolean;
  /** The sandbox's development keys, when the API is the sandbox. */
  sandboxAccounts: SandboxAccounts | undefined;
  /** The storage scope (`storageScope`) in which the stack remembers the wallet it connected. */
  storage: string;
  /** The instance's WalletConnect (one session for every network), none without a project id. */
  walletConnect: WalletConnectSettings | undefined;
}

/**
 * Marks `type`'s stack as loading once it is rendered, or as failed, with `setUpError` in its
 * wallet menu section, when the API's chains lack what it needs (a node to talk to). A constant
 * message, so the effect runs once for it.
 */
export function useStackLoading(
  store: WalletStateStore,
  type: WalletNetworkType,
  setUpError: ShortMessage | undefined,
): void {
  useEffect(() => {
    if (setUpError) {
      setStackState(store, type, 'failed');
      patchNetwork(store, type, { error: new ConfigError(setUpError) });
    } else if (store.getState().stacks[type] === 'idle') setStackState(store, type, 'loading');
  }, [store, type, setUpError]);
}
