/**
 * The in-process Cosmos ledger: accounts, bank balances per denom, a block height and time, and
 * every transaction's result. A broadcast is checked as a node's CheckTx checks it (the ante
 * handler with the minimum fee); an accepted transaction is put in the next block at once and
 * executed there: the ante handler's changes (fee, sequence) are kept, the messages' only if they
 * all succeed. Transactions are named by the uppercase hex sha256 of their bytes; the same bytes
 * again are refused as a node's cache refuses them.
 */
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import { moduleAddress } from './accounts';
import { gasMeter, runAnte } from './ante';
import { sendCoins } from './bank';
import { type DecodedTx, decodeTx, txHash } from './decodeTx';
import { type DeliverContext, deliverMsgs, type IbcPacket } from './deliver';
import { coinsText, event, type TxEvent, transferEvents } from './events';
import { BRIDGE_CHANNEL, type CosmosLedgerParams } from './params';
import type { PricedDenom, SwapOutcome } from './pool';
import { CosmosTxError, SDK_CODES } from './sdkErrors';
import { type Coin, LedgerState } from './state';

export interface TxResult {
  hash: string;
  code: number;
  codespace: string;
  rawLog: string;
  gasWanted: bigint;
  gasUsed: bigint;
}

export interface TxRecord extends TxResult {
  height: bigint;
  /** Unix ms of its block. */
  time: number;
  /** The broadcast transaction; undefined for one the ledger made (relayer payouts, refunds). */
  tx: DecodedTx | undefined;
  /** A transfer the ledger made itself (an IBC packet received or refunded). */
  ledgerTransfer?: { from: string; to: string; coins: Coin[]; memo: string };
  events: TxEvent[];
  swap?: SwapOutcome;
  packets: IbcPacket[];
}

export type Simulation =
  | { ok: true; gasUsed: bigint; events: TxEvent[] }
  | { ok: false; gasUsed: bigint; error: CosmosTxError };

export interface CosmosLedgerOptions {
  pool: { address: string; denoms: PricedDenom[] };
  channels?: string[];
  now?: () => number;
}

const failure = (error: unknown) => {
  if (error instanceof CosmosTxError) {
    return { code: error.code, codespace: error.codespace, rawLog: error.rawLog };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 1, codespace: 'undefined', rawLog: `internal: ${message}` };
};

export class CosmosLedger {
  readonly params: CosmosLedgerParams;
  readonly state = LedgerState.create();
  readonly #options: CosmosLedgerOptions;
  readonly #now: () => number;
  readonly #txs = new Map<string, TxRecord>();
  readonly #listeners = new Set<(record: TxRecord) => void>();
  /** Fault `cosmosPoolSkim` (faults.ts), set by the sandbox that runs the ledger. */
  poolSkims: () => boolean = () => false;
  #height = 1n;
  #blockTime: number;
  #packetSequence = 0n;

  constructor(params: CosmosLedgerParams, options: CosmosLedgerOptions) {
    this.params = params;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#blockTime = this.#now();
  }

  get height(): bigint {
    return this.#height;
  }

  /** Unix ms of the latest block. */
  get blockTime(): number {
    return this.#blockTime;
  }

  /** Genesis funds. */
  fund(address: string, coins: Coin[]): void {
    this.state.ensureAccount(address);
    for (const coin of coins) {
      this.state.setBalance(
        address,
        coin.denom,
        this.state.balance(address, coin.denom) + BigInt(coin.amount),
      );
    }
  }

  getTx(hash: string): TxRecord | undefined {
    return this.#txs.get(hash.toUpperCase());
  }

  onTransaction(listener: (record: TxRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** BROADCAST_MODE_SYNC: the CheckTx answer; an accepted transaction is then executed. */
  broadcast(bytes: Uint8Array): TxResult {
    const hash = txHash(bytes);
    const none = { hash, gasWanted: 0n, gasUsed: 0n };
    if (this.#txs.has(hash)) {
      return {
        ...none,
        code: SDK_CODES.txInMempoolCache.code,
        codespace: 'sdk',
        rawLog: 'tx already exists in cache',
      };
    }
    let tx: DecodedTx;
    try {
      tx = decodeTx(bytes);
    } catch (error) {
      return { ...none, ...failure(error) };
    }
    const gasWanted = tx.authInfo.fee?.gasLimit ?? 0n;
    const gas = gasMeter(gasWanted);
    try {
      runAnte(this.state.branch(), tx, this.params, {
        mode: 'check',
        height: this.#height + 1n,
        gas,
      });
    } catch (error) {
      return { hash, gasWanted, gasUsed: gas.used, ...failure(error) };
    }
    this.#deliver(tx);
    return { hash, code: 0, codespace: '', rawLog: '', gasWanted, gasUsed: gas.used };
  }

  /**
   * What `/simulate` answers: the gas used and the events, or the error, on a branch that is
   * dropped (no signature is checked, as the SDK's simulation checks none).
   */
  simulate(bytes: Uint8Array): Simulation {
    const gas = gasMeter(undefined);
    try {
      const tx = decodeTx(bytes);
      const branch = this.state.branch();
      runAnte(branch, tx, this.params, { mode: 'simulate', height: this.#height + 1n, gas });
      const next = this.#packetSequence + 1n;
      const delivered = deliverMsgs(
        branch,
        tx,
        this.#context(this.#now(), gas, () => next),
      );
      return {
        ok: true,
        gasUsed: gas.used,
        events: [...anteEvents(tx, this.params), ...delivered.events],
      };
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error;
      return { ok: false, gasUsed: gas.used, error };
    }
  }

  /**
   * A transfer the ledger makes itself, in its own block: the relayer receiving an IBC packet
   * (paid from the bridge's reserve) or refunding one (from the escrow).
   */
  ledgerTransfer(from: string, to: string, coins: Coin[], memo: string): TxRecord {
    const time = this.#nextBlock();
    const hash = txHash(
      toUtf8(JSON.stringify({ from, to, coins, memo, height: `${this.#height}` })),
    );
    const branch = this.state.branch();
    let result: Pick<TxRecord, 'code' | 'codespace' | 'rawLog' | 'events'>;
    try {
      sendCoins(branch, from, to, coins);
      branch.commit();
      result = { code: 0, codespace: '', rawLog: '', events: transferEvents(from, to, coins) };
    } catch (error) {
      result = { ...failure(error), events: [] };
    }
    return this.#record({
      hash,
      height: this.#height,
      time,
      tx: undefined,
      ledgerTransfer: { from, to, coins, memo },
      gasWanted: 0n,
      gasUsed: 0n,
      packets: [],
      ...result,
    });
  }

  #nextBlock(): number {
    this.#height += 1n;
    this.#blockTime = Math.max(this.#now(), this.#blockTime);
    return this.#blockTime;
  }

  #context(
    blockTime: number,
    gas: ReturnType<typeof gasMeter>,
    next: () => bigint,
  ): DeliverContext {
    return {
      chainId: this.params.chainId,
      prefix: this.params.prefix,
      blockTime,
      gas,
      pool: this.#options.pool,
      channels: this.#options.channels ?? [BRIDGE_CHANNEL],
      nextPacketSequence: next,
      poolSkims: this.poolSkims(),
      nativeDenom: this.params.nativeDenom,
    };
  }

  #deliver(tx: DecodedTx): TxRecord {
    const time = this.#nextBlock();
    const gasWanted = tx.authInfo.fee?.gasLimit ?? 0n;
    const gas = gasMeter(gasWanted);
    const base = { hash: tx.hash, height: this.#height, time, tx, gasWanted, packets: [] };
    const ante = this.state.branch();
    try {
      runAnte(ante, tx, this.params, { mode: 'deliver', height: this.#height, gas });
    } catch (error) {
      return this.#record({ ...base, gasUsed: gas.used, events: [], ...failure(error) });
    }
    ante.commit();
    const events = anteEvents(tx, this.params);
    const msgs = this.state.branch();
    try {
      const delivered = deliverMsgs(
        msgs,
        tx,
        this.#context(time, gas, () => ++this.#packetSequence),
      );
      msgs.commit();
      return this.#record({
        ...base,
        gasUsed: gas.used,
        code: 0,
        codespace: '',
        rawLog: '',
        events: [...events, ...delivered.events],
        packets: delivered.packets,
        ...(delivered.swap ? { swap: delivered.swap } : {}),
      });
    } catch (error) {
      return this.#record({ ...base, gasUsed: gas.used, events, ...failure(error) });
    }
  }

  #record(record: TxRecord): TxRecord {
    this.#txs.set(record.hash, record);
    for (const listener of this.#listeners) listener(record);
    return record;
  }
}

/** The ante handler's events: the fee paid and each signer's sequence and signature. */
function anteEvents(tx: DecodedTx, params: CosmosLedgerParams): TxEvent[] {
  const fee = tx.authInfo.fee?.amount ?? [];
  const payer = tx.authInfo.fee?.payer || tx.signers[0] || '';
  const feeTransfer =
    fee.length > 0 ? transferEvents(payer, moduleAddress('fee_collector', params.prefix), fee) : [];
  return [
    ...feeTransfer,
    event('tx', { fee: coinsText(fee), fee_payer: payer }),
    ...tx.signers.map((signer, i) =>
      event('tx', { acc_seq: `${signer}/${tx.authInfo.signerInfos[i]?.sequence ?? 0n}` }),
    ),
    ...tx.raw.signatures.map((signature) => event('tx', { signature: toBase64(signature) })),
  ];
}
