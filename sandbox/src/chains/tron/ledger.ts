/**
 * The sandbox's Tron ledger: an anvil that runs the contracts, and in front of it what a Tron
 * full node keeps: the transactions it executed by txID (their anvil transaction, result,
 * energy and fee), checked and run one at a time.
 */
import { bytesToHex, type Hex } from 'viem';
import { evmBlock, type RefBlock, refBlockOf } from './blocks';
import {
  type BroadcastLedger,
  broadcastHex,
  broadcastTransaction,
  type SignedTransaction,
} from './broadcast';
import { execute } from './execute';
import type { TronTxRecord } from './records';

export class TronLedger implements BroadcastLedger {
  readonly #records = new Map<string, TronTxRecord>();
  readonly #byEvmHash = new Map<Hex, TronTxRecord>();
  readonly #running = new Set<string>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly rpcUrl: string,
    readonly now: () => number = Date.now,
  ) {}

  known(txId: string): boolean {
    return this.#records.has(txId) || this.#running.has(txId);
  }

  /** The executed transaction with this txID. */
  get(txId: string): TronTxRecord | undefined {
    return this.#records.get(txId.toLowerCase());
  }

  /** The ledger transaction the anvil transaction carried out. */
  byEvmHash(hash: Hex): TronTxRecord | undefined {
    return this.#byEvmHash.get(hash);
  }

  /** The latest block, for a transaction to refer to. */
  async refBlock(): Promise<RefBlock> {
    const head = await evmBlock(this.rpcUrl, 'latest');
    if (!head) throw new Error('The Tron ledger has no block yet');
    return refBlockOf(head);
  }

  broadcast(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return broadcastTransaction(this, body);
  }

  broadcastHex(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return broadcastHex(this, body);
  }

  run(tx: SignedTransaction, netUsage: bigint): Promise<TronTxRecord | undefined> {
    if (this.known(tx.txId)) return Promise.resolve(undefined);
    this.#running.add(tx.txId);
    const run = this.#queue.then(async () => {
      try {
        const outcome = await execute(this.rpcUrl, tx.raw);
        const record: TronTxRecord = {
          txId: tx.txId,
          rawHex: bytesToHex(tx.rawBytes).slice(2),
          raw: tx.raw,
          signature: tx.signature,
          netUsage,
          ...outcome,
        };
        this.#records.set(tx.txId, record);
        this.#byEvmHash.set(outcome.evmHash, record);
        return record;
      } finally {
        this.#running.delete(tx.txId);
      }
    });
    this.#queue = run.catch(() => {});
    return run;
  }
}
