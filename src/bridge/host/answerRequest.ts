import type { BridgeAnswer, BridgeRequest } from '../protocol';

/** The host page's EVM wallet: any EIP-1193 provider (`window.ethereum`, an EIP-6963 one, ...). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * The host page's Solana wallet, as bytes in and out (the shape of Wallet Standard's
 * `solana:signTransaction`), so this script needs no Solana library: adapt your wallet to it.
 */
export interface HostSolanaWallet {
  /** Asks the wallet to connect; the account's public key, base58. */
  connect(): Promise<string>;
  /**
   * The account's public key (base58) if the wallet is already connected to this page, without
   * asking the person (Wallet Standard's `connect({ silent: true })`, Phantom's
   * `connect({ onlyIfTrusted: true })`); null otherwise. The widget asks it when it reloads, so it
   * reconnects without a prompt; without it the widget waits for the person to choose the wallet.
   */
  connectedAccount?(): Promise<string | null>;
  /**
   * Calls `listener` when the person switches account in the wallet (its public key, base58) or
   * disconnects it (null); returns the unsubscribe. Without it the widget keeps the account it
   * connected with, and a swap signed by another would be refused.
   */
  onAccountChange?(listener: (account: string | null) => void): () => void;
  disconnect?(): Promise<void>;
  /** Signs one serialized transaction (legacy or v0); the signed transaction, serialized. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}

export interface HostWallets {
  ethereum?: Eip1193Provider | undefined;
  solana?: HostSolanaWallet | undefined;
}

/** An EIP-1193 error, as the iframe expects it. */
function providerError(code: number, message: string) {
  return Object.assign(new Error(message), { code });
}

/**
 * Runs one request the iframe made (already validated: `readIframeMessage`) on the host page's
 * wallet, and answers the result or the wallet's error (its EIP-1193 code and words), never
 * throwing. The wallet shows the person what is asked, as for the page's own requests.
 */
export async function answerRequest(
  request: BridgeRequest,
  wallets: HostWallets,
): Promise<BridgeAnswer> {
  try {
    return { ok: true, result: await run(request, wallets) };
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    return {
      ok: false,
      error: {
        code: Number.isInteger(code) ? (code as number) : -32603,
        message: String(message ?? error).slice(0, 300),
      },
    };
  }
}

async function run(request: BridgeRequest, { ethereum, solana }: HostWallets): Promise<unknown> {
  if (request.wallet === 'evm') {
    if (!ethereum) throw providerError(4900, 'The host page offers no EVM wallet.');
    return ethereum.request({ method: request.method, params: request.params });
  }
  if (!solana) throw providerError(4900, 'The host page offers no Solana wallet.');
  switch (request.method) {
    case 'connect': {
      if (request.params[0] !== 'silent') return String(await solana.connect());
      const account = await solana.connectedAccount?.();
      if (!account) throw providerError(4100, "The host page's Solana wallet is not connected.");
      return String(account);
    }
    case 'disconnect':
      await solana.disconnect?.();
      return null;
    default:
      return toBase64(await solana.signTransaction(fromBase64(request.params[0] ?? '')));
  }
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}
