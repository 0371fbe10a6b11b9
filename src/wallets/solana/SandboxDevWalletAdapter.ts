import { base58 } from '@scure/base';
import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import { Keypair, type PublicKey, type TransactionVersion } from '@solana/web3.js';

export const SANDBOX_SOLANA_WALLET_NAME =
  'Sandbox dev wallet (test funds)' as WalletName<'Sandbox dev wallet (test funds)'>;

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#b25e09"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>',
  );

/**
 * The sandbox's Solana development key as a wallet adapter: signs locally with a web3.js Keypair;
 * `sendTransaction` (inherited) sends the signed bytes to the local chain's RPC. Only created
 * when the API is the sandbox; the key is public test data and holds test funds only.
 */
export class SandboxDevWalletAdapter extends BaseSignerWalletAdapter<'Sandbox dev wallet (test funds)'> {
  name = SANDBOX_SOLANA_WALLET_NAME;
  url = 'https://github.com/';
  icon = ICON;
  readyState = WalletReadyState.Loadable;
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set<TransactionVersion>([
    'legacy',
    0,
  ]);
  private keypair: Keypair;
  private _publicKey: PublicKey | null = null;
  private _connecting = false;

  /** `secretKey`: base58 of the 64-byte secret key, as `/__sandbox/accounts` gives it. */
  constructor(secretKey: string) {
    super();
    this.keypair = Keypair.fromSecretKey(base58.decode(secretKey));
  }

  get publicKey(): PublicKey | null {
    return this._publicKey;
  }

  get connecting(): boolean {
    return this._connecting;
  }

  async connect(): Promise<void> {
    if (this.connected) return;
    this._connecting = true;
    this._publicKey = this.keypair.publicKey;
    this._connecting = false;
    this.emit('connect', this.keypair.publicKey);
  }

  async disconnect(): Promise<void> {
    if (!this._publicKey) return;
    this._publicKey = null;
    this.emit('disconnect');
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    if (!this._publicKey) throw new WalletNotConnectedError();
    if (isVersionedTransaction(transaction)) transaction.sign([this.keypair]);
    else transaction.partialSign(this.keypair);
    return transaction;
  }
}
