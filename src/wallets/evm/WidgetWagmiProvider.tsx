import { type ReactNode, useEffect } from 'react';
import { type Config, WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';

/**
 * wagmi's context for the widget's own config, reconnecting a remembered wallet once per config,
 * in an effect. wagmi's `WagmiProvider` reconnects while it renders (its `Hydrate`, for a config
 * made in the browser), and on each of its renders: that set wagmi's state while React rendered
 * another component (React's development build: "Cannot update a component (`EvmWalletBridge`)
 * while rendering a different component (`Hydrate`)"), and asked the wallet again whenever the
 * stack rendered again. It has nothing else to do here: the widget renders only in the browser.
 */
export function WidgetWagmiProvider({ config, children }: { config: Config; children: ReactNode }) {
  useEffect(() => {
    // A wallet that cannot be asked stays disconnected: the person connects it again.
    reconnect(config).catch(() => {});
  }, [config]);
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
}
