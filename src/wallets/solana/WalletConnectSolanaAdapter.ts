import { base64 } from '@scure/base';
import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import { PublicKey, type TransactionVersion } from '@solana/web3.js';
import type { Chain } from '../../api/types';
import type {
  WalletConnectAccess,
  WalletConnectAccount,
} from '../walletConnect/walletConnectAccess';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';
import { WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';
import { signedOverWalletConnect } from './walletConnectSolanaSignature';

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b99fc"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">W</text></svg>',
  );

/**
 * The Solana account of the widget's WalletConnect session as a wallet adapter, sign-only
 * (`solana_signTransaction`, versioned transactions, the only kind the signer builds). A page
 * load reconnects only to a session there is (`autoConnect`: no dialog opens by itself); the
 * button reuses it, or pairs. What the wallet answers is kept only once it is the approved
 * account's signature of the message asked (`signedOverWalletConnect`).
 */
export class WalletConnectSolanaAdapter extends BaseSignerWalletAdapter {
  readonly name = WALLETCONNECT_WALLET.name as WalletName;
  url = 'https://walletconnect.network/';
  icon = ICON;
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set<TransactionVersion>([0]);
  private account: WalletConnectAccount | undefined;
  private _publicKey: PublicKey | null = null;
  private _connecting = false;
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly access: WalletConnectAccess,
    private readonly chain: Chain,
  ) {
    super();
  }

  get publicKey(): PublicKey | null {
    return this._publicKey;
  }

  get connecting(): boolean {
    return this._connecting;
  }

  async connect(): Promise<void> {
    await this.connectWith(false);
  }

  override async autoConnect(): Promise<void> {
    await this.connectWith(true);
  }

  private async connectWith(silent: boolean): Promise<void> {
    if (this.connected || this._connecting) return;
    this._connecting = true;
    try {
      const account = await this.access.account(this.chain, { silent });
      if (!account) return;
      this._publicKey = publicKeyOf(account.address);
      this.account = account;
      this.stopWatching ??= this.access.onEnd(() => void this.disconnect());
      this.emit('connect', this._publicKey);
    } catch (error) {
      // The provider words a failed connection from the adapter's `error` event.
      this.emit('error', error as never);
      throw error;
    } finally {
      this._connecting = false;
    }
  }

  /** Stops signing here; the session stays for the other networks' stacks. */
  async disconnect(): Promise<void> {
    if (!this._publicKey) return;
    this._publicKey = null;
    this.account = undefined;
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.emit('disconnect');
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    const { account, _publicKey: publicKey } = this;
    if (!account || !publicKey) throw new WalletNotConnectedError();
    if (!isVersionedTransaction(transaction)) {
      throw new WalletConnectAnswerError('solana: only versioned transactions are signed here');
    }
    const answer = await account.request<unknown>('solana_signTransaction', {
      transaction: base64.encode(transaction.serialize()),
    });
    return (await signedOverWalletConnect(transaction, answer, publicKey)) as T;
  }
}

function publicKeyOf(address: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw new WalletConnectAnswerError(`solana: not an address: ${address.slice(0, 64)}`);
  }
}
