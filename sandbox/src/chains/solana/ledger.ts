/**
 * One LiteSVM ledger that behaves like a small validator: slots advance on a timer with the wall
 * clock, each slot has a new blockhash that stays valid for 150 slots, every executed transaction
 * is recorded (slot, time, error, logs, balances) and announced to listeners (RPC subscriptions,
 * the solver).
 */
import { base58 } from '@scure/base';
import { VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { type BalanceSnapshot, resolveAccountKeys, snapshotBalances } from './balances';
import { svmAddress, toSvmTransaction } from './svmInterop';
import {
  isRejectedBeforeExecution,
  type RpcTransactionError,
  toRpcTransactionError,
} from './transactionError';
import { LAMPORTS_PER_SIGNATURE, transactionFee } from './transactionFee';

/** A blockhash is accepted for this many slots after it was issued (as on mainnet). */
const BLOCKHASH_VALIDITY_SLOTS = 150n;

export interface LedgerTransaction {
  signature: string;
  slot: bigint;
  blockTime: number;
  err: RpcTransactionError | null;
  logs: string[];
  computeUnits: bigint;
  fee: bigint;
  /** The transaction as sent (absent for airdrops). */
  transaction?: VersionedTransaction;
  accountKeys: string[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  pre: BalanceSnapshot;
  post: BalanceSnapshot;
}

export interface SimulationResult {
  err: RpcTransactionError | null;
  logs: string[];
  computeUnits: bigint;
  /** Accounts as they would be after the transaction, by address (empty when it failed). */
  postAccounts: Map<
    string,
    { lamports: bigint; owner: string; executable: boolean; data: Uint8Array }
  >;
}

/** Thrown when the ledger refuses a transaction before executing it (no fee, no record). */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError';
  constructor(
    readonly err: RpcTransactionError,
    readonly logs: string[] = [],
  ) {
    super(typeof err === 'string' ? err : JSON.stringify(err));
  }
}

type Listener = (tx: LedgerTransaction) => void;

export class SolanaLedger {
  readonly svm: LiteSVM;
  private readonly blockhashes = new Map<string, bigint>();
  private readonly records = new Map<string, LedgerTransaction>();
  private readonly listeners = new Set<Listener>();
  private readonly slotListeners = new Set<(slot: bigint) => void>();
  private timer: NodeJS.Timeout | undefined;
  readonly firstSlot: bigint;
  transactionCount = 0n;

  constructor(options: { slotMs?: number } = {}) {
    // Our own blockhash window replaces litesvm's "only the latest blockhash" rule.
    this.svm = new LiteSVM().withBlockhashCheck(false).withNativeMints();
    this.firstSlot = this.svm.getClock().slot;
    this.setClock(this.firstSlot);
    this.blockhashes.set(this.svm.latestBlockhash(), this.firstSlot);
    const slotMs = options.slotMs ?? 400;
    if (slotMs > 0) {
      this.timer = setInterval(() => this.advanceSlot(), slotMs);
      this.timer.unref();
    }
  }

  get slot(): bigint {
    return this.svm.getClock().slot;
  }

  /** Block height counts slots since start (every slot has a block on this ledger). */
  get blockHeight(): bigint {
    return this.slot - this.firstSlot;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    return {
      blockhash: this.svm.latestBlockhash(),
      lastValidBlockHeight: this.blockHeight + BLOCKHASH_VALIDITY_SLOTS,
    };
  }

  isBlockhashValid(blockhash: string): boolean {
    const issued = this.blockhashes.get(blockhash);
    return issued !== undefined && this.slot - issued <= BLOCKHASH_VALIDITY_SLOTS;
  }

  /** Moves to the next slot: new clock time, new blockhash, old blockhashes age out. */
  advanceSlot(): void {
    const next = this.slot + 1n;
    this.setClock(next);
    this.svm.expireBlockhash();
    this.blockhashes.set(this.svm.latestBlockhash(), next);
    for (const [hash, slot] of this.blockhashes) {
      if (next - slot > BLOCKHASH_VALIDITY_SLOTS) this.blockhashes.delete(hash);
      else break; // insertion order is slot order
    }
    for (const listener of this.slotListeners) listener(next);
  }

  private setClock(slot: bigint): void {
    const clock = this.svm.getClock();
    clock.slot = slot;
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
  }

  /** Validates, executes and records a transaction; throws TransactionRejectedError if refused. */
  send(tx: VersionedTransaction): LedgerTransaction {
    if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      throw new TransactionRejectedError('BlockhashNotFound');
    }
    const keys = resolveAccountKeys(this.svm, tx.message);
    const pre = snapshotBalances(this.svm, keys.all);
    const result = this.svm.sendTransaction(toSvmTransaction(tx));
    const failed = result instanceof FailedTransactionMetadata;
    const meta: TransactionMetadata = failed ? result.meta() : result;
    const err = failed ? toRpcTransactionError(result.err()) : null;
    if (err !== null && isRejectedBeforeExecution(err)) {
      throw new TransactionRejectedError(err, meta.logs());
    }
    const record: LedgerTransaction = {
      signature: signatureOf(tx),
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
      logs: meta.logs(),
      computeUnits: meta.computeUnitsConsumed(),
      fee: transactionFee(tx.message),
      transaction: tx,
      accountKeys: keys.all,
      loadedAddresses: keys.loaded,
      pre,
      post: snapshotBalances(this.svm, keys.all),
    };
    this.record(record);
    return record;
  }

  /** Runs a transaction without committing anything. */
  simulate(tx: VersionedTransaction, options: { sigVerify?: boolean } = {}): SimulationResult {
    const sigVerify = options.sigVerify ?? false;
    this.svm.withSigverify(sigVerify);
    try {
      const result = this.svm.simulateTransaction(toSvmTransaction(tx));
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta();
        return {
          err: toRpcTransactionError(result.err()),
          logs: meta.logs(),
          computeUnits: meta.computeUnitsConsumed(),
          postAccounts: new Map(),
        };
      }
      const meta = result.meta();
      const postAccounts: SimulationResult['postAccounts'] = new Map();
      for (const account of result.postAccounts()) {
        postAccounts.set(account.address, {
          lamports: account.lamports,
          owner: account.programAddress,
          executable: account.executable,
          data: Uint8Array.from(account.data),
        });
      }
      return {
        err: null,
        logs: meta.logs(),
        computeUnits: meta.computeUnitsConsumed(),
        postAccounts,
      };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /** Credits lamports from the ledger's faucet, as a recorded transaction. */
  airdrop(to: string, lamports: bigint): LedgerTransaction {
    const pre = snapshotBalances(this.svm, [to]);
    const result = this.svm.airdrop(svmAddress(to), lamports as never);
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new TransactionRejectedError(
        result ? toRpcTransactionError(result.err()) : 'AccountNotFound',
      );
    }
    const signature = base58Signature(result.signature());
    const record: LedgerTransaction = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      err: null,
      logs: result.logs(),
      computeUnits: result.computeUnitsConsumed(),
      fee: LAMPORTS_PER_SIGNATURE,
      accountKeys: [to],
      loadedAddresses: { writable: [], readonly: [] },
      pre,
      post: snapshotBalances(this.svm, [to]),
    };
    this.record(record);
    return record;
  }

  getTransaction(signature: string): LedgerTransaction | undefined {
    return this.records.get(signature);
  }

  /** Every recorded transaction, oldest first. */
  transactions(): IterableIterator<LedgerTransaction> {
    return this.records.values();
  }

  onTransaction(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onSlot(listener: (slot: bigint) => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  close(): void {
    clearInterval(this.timer);
    this.listeners.clear();
    this.slotListeners.clear();
  }

  private record(record: LedgerTransaction): void {
    this.records.set(record.signature, record);
    this.transactionCount += 1n;
    for (const listener of this.listeners) {
      try {
        listener(record);
      } catch {
        // a listener's failure must not fail the sender's transaction
      }
    }
  }
}

function base58Signature(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

export function signatureOf(tx: VersionedTransaction): string {
  const first = tx.signatures[0];
  if (!first) throw new TransactionRejectedError('MissingSignatureForFee');
  return base58.encode(first);
}

/** Decodes wire bytes; throws TransactionRejectedError('SanitizeFailure') on garbage. */
export function decodeTransaction(bytes: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch {
    throw new TransactionRejectedError('SanitizeFailure');
  }
}
