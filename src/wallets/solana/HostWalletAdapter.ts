import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import {
  PublicKey,
  Transaction,
  type TransactionVersion,
  VersionedTransaction,
} from '@solana/web3.js';
import type { HostSolanaTransport } from '../hostWallet';

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#555"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">W</text></svg>',
  );

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The page's Solana wallet (`HostWallets.solana`: the host page's, over the iframe bridge) as a
 * wallet adapter. The transaction goes over serialized; what comes back must be the very same
 * message with the wallet's signature on it, or it is refused: the widget checked that message
 * before asking, and another one would be signed unchecked.
 */
export class HostWalletAdapter extends BaseSignerWalletAdapter {
  readonly name: WalletName;
  url = 'https://github.com/';
  icon = ICON;
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set<TransactionVersion>([
    'legacy',
    0,
  ]);
  private _publicKey: PublicKey | null = null;
  private _connecting = false;
  private stopWatching: (() => void) | undefined;

  constructor(
    name: string,
    private readonly transport: HostSolanaTransport,
  ) {
    super();
    this.name = name as WalletName;
  }

  get publicKey(): PublicKey | null {
    return this._publicKey;
  }

  get connecting(): boolean {
    return this._connecting;
  }

  async connect(): Promise<void> {
    await this.connectWith({});
  }

  /**
   * When the page loads with this wallet remembered: only if the host's wallet is still connected
   * to the host page, without a prompt (a wallet window popping up on load is not the person's
   * doing). Otherwise it fails quietly and the wallet waits to be chosen again.
   */
  override async autoConnect(): Promise<void> {
    await this.connectWith({ silent: true });
  }

  private async connectWith(options: { silent?: boolean }): Promise<void> {
    if (this.connected || this._connecting) return;
    this._connecting = true;
    try {
      this._publicKey = new PublicKey(await this.transport.connect(options));
      this.stopWatching ??= this.transport.onAccountChange?.((account) =>
        this.accountChanged(account),
      );
      this.emit('connect', this._publicKey);
    } finally {
      this._connecting = false;
    }
  }

  async disconnect(): Promise<void> {
    if (!this._publicKey) return;
    this.forget();
    await this.transport.disconnect().catch(() => {});
    this.emit('disconnect');
  }

  /**
   * The person switched account in the host's wallet, or disconnected it there: the widget follows
   * (a swap in flight then refuses to sign for another sender than the one it checked).
   */
  private accountChanged(account: string | null): void {
    if (!this._publicKey) return;
    if (account === null) {
      this.forget();
      this.emit('disconnect');
      return;
    }
    if (account === this._publicKey.toBase58()) return;
    this._publicKey = new PublicKey(account);
    this.emit('connect', this._publicKey);
  }

  private forget(): void {
    this._publicKey = null;
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    if (!this._publicKey) throw new WalletNotConnectedError();
    const versioned = isVersionedTransaction(transaction);
    const message = versioned ? transaction.message.serialize() : transaction.serializeMessage();
    const sent = versioned
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
    const bytes = fromBase64(await this.transport.signTransaction(toBase64(sent)));
    const signed = versioned ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes);
    const signedMessage = isVersionedTransaction(signed)
      ? signed.message.serialize()
      : signed.serializeMessage();
    if (!sameBytes(message, signedMessage)) {
      throw new WalletSignTransactionError(
        'The wallet returned another transaction than it was asked to sign.',
      );
    }
    return signed as T;
  }
}
