import { createContext, useContext } from 'react';

/** An EIP-1193 provider as the widget's wagmi connector uses it. */
export interface HostEvmProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (data: unknown) => void): void;
  removeListener(event: string, listener: (data: unknown) => void): void;
}

/**
 * Wallets lent to the widget by the page around it: the iframe page's bridge to the host page's
 * own wallets (`src/embed/bridge/`), for wallets that do not inject into iframes. The wallet menu
 * offers them beside the wallets the widget finds itself. Stable objects: a new one rebuilds the
 * wallet stack.
 */
export interface HostWallets {
  evm?: { name: string; provider: HostEvmProvider } | undefined;
}

export const HostWalletsContext = createContext<HostWallets | undefined>(undefined);

export function useHostWallets(): HostWallets | undefined {
  return useContext(HostWalletsContext);
}
