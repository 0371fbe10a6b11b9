import { base58 } from '@scure/base';
import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import {
  ComputeBudgetProgram,
  Keypair,
  type PublicKey,
  SystemProgram,
  type Transaction,
  type TransactionVersion,
  type VersionedTransaction,
} from '@solana/web3.js';
import {
  askDevWalletUser,
  type DevWalletAsk,
  type DevWalletPromptRequest,
} from '../../devtools/devWalletPrompt';
import { trimTrailing } from '../../lib/trimTrailing';

export const SANDBOX_SOLANA_WALLET_NAME =
  'Sandbox dev wallet (test funds)' as WalletName<'Sandbox dev wallet (test funds)'>;

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#b25e09"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>',
  );

export interface SandboxDevWalletAdapterOptions {
  /**
   * Asked before signing (one question for `signAllTransactions`); false rejects with a
   * `WalletSignTransactionError` saying the user rejected it. Default: the page's prompt when the
   * URL has `devWalletPrompt=1` (development builds), otherwise sign at once.
   */
  ask?: DevWalletAsk;
}

type AnyTransaction = Transaction | VersionedTransaction;

/** The wallet-standard words for a refusal, with EIP-1193's code, as browser wallets send them. */
const REJECTED = 'User rejected the request.';

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
  /**
   * Made on first connect: checking the key derives its public key, a curve multiplication that
   * cost a page load about 30 ms of CPU, and most pages never connect this wallet.
   */
  private keypair: Keypair | null = null;
  private _publicKey: PublicKey | null = null;
  private _connecting = false;

  private readonly secretKey: string;
  private readonly ask: DevWalletAsk;

  /** `secretKey`: base58 of the 64-byte secret key, as `/__sandbox/accounts` gives it. */
  constructor(secretKey: string, { ask = askDevWalletUser }: SandboxDevWalletAdapterOptions = {}) {
    super();
    this.secretKey = secretKey;
    this.ask = ask;
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
    let keypair: Keypair;
    try {
      keypair = this.keypair ??= Keypair.fromSecretKey(base58.decode(this.secretKey));
    } catch (error) {
      throw new WalletConnectionError((error as Error)?.message, error);
    } finally {
      this._connecting = false;
    }
    this._publicKey = keypair.publicKey;
    this.emit('connect', keypair.publicKey);
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
    await this.consent([transaction]);
    return this.sign(transaction);
  }

  /** One question for the lot, as wallets do. */
  override async signAllTransactions<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transactions: T[]): Promise<T[]> {
    if (!this._publicKey) throw new WalletNotConnectedError();
    await this.consent(transactions);
    return transactions.map((transaction) => this.sign(transaction));
  }

  private sign<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): T {
    const keypair = this.connectedKeypair();
    if (isVersionedTransaction(transaction)) transaction.sign([keypair]);
    else transaction.partialSign(keypair);
    return transaction;
  }

  private connectedKeypair(): Keypair {
    if (!this._publicKey || !this.keypair) throw new WalletNotConnectedError();
    return this.keypair;
  }

  private async consent(transactions: AnyTransaction[]): Promise<void> {
    const request = describeSolanaTransactions(transactions, this.connectedKeypair().publicKey);
    let approved: boolean;
    try {
      approved = await this.ask(request);
    } catch (error) {
      throw new WalletSignTransactionError((error as Error)?.message, error);
    }
    if (!approved) {
      throw new WalletSignTransactionError(
        REJECTED,
        Object.assign(new Error(REJECTED), { code: 4001 }),
      );
    }
  }
}

const PROGRAM_NAMES: Record<string, string> = {
  [SystemProgram.programId.toBase58()]: 'System',
  [ComputeBudgetProgram.programId.toBase58()]: 'Compute Budget',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
};

interface InstructionView {
  programId: string;
  /** Account keys of the instruction, undefined where a lookup table supplies them. */
  accounts: Array<string | undefined>;
  data: Uint8Array;
}

/** Fee payer, signers and instructions of a legacy or v0 transaction, as plain keys. */
function viewOf(transaction: AnyTransaction) {
  if (isVersionedTransaction(transaction)) {
    const { message } = transaction;
    const keys = message.staticAccountKeys.map((k) => k.toBase58());
    return {
      feePayer: keys[0],
      signers: keys.slice(0, message.header.numRequiredSignatures),
      instructions: message.compiledInstructions.map(
        (ix): InstructionView => ({
          programId: keys[ix.programIdIndex] ?? '?',
          accounts: ix.accountKeyIndexes.map((i) => keys[i]),
          data: ix.data,
        }),
      ),
    };
  }
  const instructions = transaction.instructions.map(
    (ix): InstructionView => ({
      programId: ix.programId.toBase58(),
      accounts: ix.keys.map((k) => k.pubkey.toBase58()),
      data: ix.data,
    }),
  );
  const feePayer = transaction.feePayer?.toBase58();
  const signers = new Set<string>(feePayer ? [feePayer] : []);
  for (const ix of transaction.instructions) {
    for (const k of ix.keys) if (k.isSigner) signers.add(k.pubkey.toBase58());
  }
  return { feePayer, signers: [...signers], instructions };
}

/** Lamports this wallet sends with System transfers (instruction 2: u32 index, u64 lamports). */
function lamportsSent(instructions: InstructionView[], wallet: string): bigint {
  let total = 0n;
  for (const ix of instructions) {
    const d = ix.data;
    const isTransfer = d.length === 12 && d[0] === 2 && d[1] === 0 && d[2] === 0 && d[3] === 0;
    if (ix.programId !== SystemProgram.programId.toBase58() || !isTransfer) continue;
    if (ix.accounts[0] !== wallet) continue;
    total += new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(4, true);
  }
  return total;
}

function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n;
  const fraction = trimTrailing((lamports % 1_000_000_000n).toString().padStart(9, '0'), '0');
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`;
}

/** What the prompt shows: network, fee payer, other signers, programs, SOL sent. */
export function describeSolanaTransactions(
  transactions: AnyTransaction[],
  wallet: PublicKey,
): DevWalletPromptRequest {
  const me = wallet.toBase58();
  const views = transactions.map(viewOf);
  const payers = [...new Set(views.map((v) => v.feePayer ?? 'not set'))];
  const others = [...new Set(views.flatMap((v) => v.signers).filter((s) => s !== me))];
  const programs = [...new Set(views.flatMap((v) => v.instructions.map((ix) => ix.programId)))].map(
    (id) => (PROGRAM_NAMES[id] ? `${PROGRAM_NAMES[id]} (${id})` : id),
  );
  const sent = views.reduce((sum, v) => sum + lamportsSent(v.instructions, me), 0n);
  const count = transactions.length;
  return {
    title: count === 1 ? 'Sign a transaction' : `Sign ${count} transactions`,
    details: [
      { label: 'Network', value: 'Solana (sandbox ledger)' },
      {
        label: 'Fee payer',
        value: payers.map((p) => (p === me ? `${p} (this wallet)` : p)).join(', '),
      },
      ...(others.length > 0 ? [{ label: 'Other signers', value: others.join(', ') }] : []),
      { label: 'Programs', value: programs.join(', ') },
      { label: 'Value', value: formatSol(sent) },
    ],
  };
}
