import { createContext } from 'react';

/** An EIP-1193 provider as the widget's wagmi connector uses it. */
export interface HostEvmProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (data: unknown) => void): void;
  removeListener(event: string, listener: (data: unknown) => void): void;
}

/**
 * A Solana wallet lent by the page around the widget, as bytes in and out (no Solana library on
 * the other side): its public key (base58) and one serialized transaction signed (base64 both
 * ways). The widget's adapter (`HostWalletAdapter.ts`) turns it into a wallet adapter.
 */
export interface HostSolanaTransport {
  /** With `silent`, only a wallet already connected answers, without a prompt (a reload). */
  connect(options?: { silent?: boolean }): Promise<string>;
  disconnect(): Promise<void>;
  signTransaction(serialized: string): Promise<string>;
  /** The person switched account in the wallet (its public key) or disconnected it (null). */
  onAccountChange?(listener: (account: string | null) => void): () => void;
}

/**
 * Wallets lent to the widget by the page around it: the iframe page's bridge to the host page's
 * own wallets (`src/embed/bridge/`), for wallets that do not inject into iframes. The wallet menu
 * offers them beside the wallets the widget finds itself. Stable objects: a new one rebuilds the
 * wallet stack.
 */
export interface HostWallets {
  evm?: { name: string; provider: HostEvmProvider } | undefined;
  solana?: { name: string; transport: HostSolanaTransport } | undefined;
}

export const HostWalletsContext = createContext<HostWallets | undefined>(undefined);
