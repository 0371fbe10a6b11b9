import { type RefCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createWidgetEvents, type WidgetEvents } from '../events/widgetEvents';
import type { HostWallets } from '../wallets/hostWallet';
import type { OpenWalletLink } from '../wallets/walletConnect/walletLinkOpener';
import { createBridgedEvmProvider } from './bridge/bridgedEvmProvider';
import { createBridgedSolanaTransport } from './bridge/bridgedSolanaTransport';
import type { HostState, IframeBridge } from './bridge/iframeBridge';
import { reportHeight } from './bridge/reportHeight';

export interface HostBridgeView {
  /** The host page's wallets, once it said hello with one (for the widget's wallet menu). */
  wallets: HostWallets | undefined;
  config: HostState['config'];
  /** The widget's emitter: every event is posted to the host page. */
  events: WidgetEvents;
  /** For the element whose height the host page sizes the iframe to. */
  rootRef: RefCallback<HTMLElement>;
  /** Once a host page said hello: it opens a wallet app's link, which the frame cannot. */
  openWalletLink: OpenWalletLink | undefined;
}

const noSubscription = () => () => {};
const noHost = () => undefined;

/**
 * The iframe page's side of the bridge, in React: what the host page said (wallets, config), the
 * widget's events forwarded to it, and the page's height reported to it. Without a bridge (the
 * page is not framed, or not by an allowed origin) the widget uses its own wallets only.
 */
export function useHostBridge(bridge: IframeBridge | undefined): HostBridgeView {
  const host = useSyncExternalStore(
    bridge?.subscribe ?? noSubscription,
    bridge?.hostState ?? noHost,
  );
  const evmName = host?.wallets.evm?.name;
  const solanaName = host?.wallets.solana?.name;
  const wallets = useMemo<HostWallets | undefined>(
    () =>
      bridge && (evmName || solanaName)
        ? {
            ...(evmName && { evm: { name: evmName, provider: createBridgedEvmProvider(bridge) } }),
            ...(solanaName && {
              solana: { name: solanaName, transport: createBridgedSolanaTransport(bridge) },
            }),
          }
        : undefined,
    [bridge, evmName, solanaName],
  );

  const said = host !== undefined;
  const openWalletLink = useMemo<OpenWalletLink | undefined>(
    () => (bridge && said ? (uri) => void bridge.openWalletLink(uri) : undefined),
    [bridge, said],
  );

  const [events] = useState(createWidgetEvents);
  useEffect(
    () => (bridge ? events.on('*', (event) => bridge.postEvent(event)) : undefined),
    [bridge, events],
  );

  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bridge || !root || typeof ResizeObserver === 'undefined') return;
    return reportHeight(root, (height) => bridge.postHeight(height));
  }, [bridge, root]);
  return { wallets, config: host?.config, events, rootRef: setRoot, openWalletLink };
}
