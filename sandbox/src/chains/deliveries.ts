/**
 * The record of every cross-chain transfer and Solana intent the relayer and solver handle,
 * keyed by source transaction hash, so a status source can report the truth: pending until the
 * payout transaction has executed, then done (with the destination hash) or refunded.
 */
type DeliveryState = 'PENDING' | 'DONE' | 'REFUNDED' | 'FAILED';

/** 'sol' for Solana, the decimal chain id for EVM chains (the API's chain ids). */
type ChainKey = string;

export interface Delivery {
  /** The bridge transferId (0x hex) or the Solana order id. */
  id: string;
  kind: 'bridge' | 'intent';
  srcChain: ChainKey;
  srcTxHash: string;
  sender: string;
  inputToken: string;
  amountIn: bigint;
  dstChain: ChainKey;
  outputToken: string;
  recipient: string;
  minAmountOut: bigint;
  /**
   * The output the route quoted, named by the transfer itself (deposit, order memo, IBC memo):
   * the most the payout pays, so the route's fees stay with the relayer or solver.
   */
  quotedAmountOut?: bigint;
  state: DeliveryState;
  /** Destination payout, set when DONE. */
  dstTxHash?: string;
  /** What the payout paid, in `deliveredToken` when set, else in `outputToken`. */
  amountOut?: bigint;
  /**
   * Set when DONE with another token than `outputToken`: the destination swap failed and the
   * bridged token was delivered instead (`bridgedToken.ts`, fault `destinationSwap`).
   */
  deliveredToken?: string;
  /** DONE on a destination without a ledger (`simulatedChains`): nothing was paid, no dstTxHash. */
  simulatedDestination?: boolean;
  /** Refund on the source chain, set when REFUNDED. */
  refundTxHash?: string;
  reason?: string;
  createdAt: number;
  updatedAt: number;
}

export type NewDelivery = Omit<Delivery, 'state' | 'createdAt' | 'updatedAt'>;

const key = (hash: string) => (hash.startsWith('0x') ? hash.toLowerCase() : hash);

export class DeliveryLog {
  private readonly bySource = new Map<string, Delivery>();
  private readonly listeners = new Set<(delivery: Delivery) => void>();

  begin(fields: NewDelivery): Delivery {
    const now = Date.now();
    const delivery: Delivery = { ...fields, state: 'PENDING', createdAt: now, updatedAt: now };
    this.bySource.set(key(fields.srcTxHash), delivery);
    this.emit(delivery);
    return delivery;
  }

  update(srcTxHash: string, change: Partial<Omit<Delivery, 'srcTxHash' | 'createdAt'>>): Delivery {
    const delivery = this.bySource.get(key(srcTxHash));
    if (!delivery) throw new Error(`no delivery for ${srcTxHash}`);
    Object.assign(delivery, change, { updatedAt: Date.now() });
    this.emit(delivery);
    return delivery;
  }

  get(srcTxHash: string): Delivery | undefined {
    return this.bySource.get(key(srcTxHash));
  }

  list(): Delivery[] {
    return [...this.bySource.values()];
  }

  onChange(listener: (delivery: Delivery) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when the delivery for a source hash leaves PENDING (or rejects after timeoutMs). */
  waitForSettled(srcTxHash: string, timeoutMs = 30_000): Promise<Delivery> {
    return new Promise((resolve, reject) => {
      const settled = (d: Delivery | undefined) => d !== undefined && d.state !== 'PENDING';
      const current = this.get(srcTxHash);
      if (settled(current)) return resolve(current as Delivery);
      const timer = setTimeout(() => {
        off();
        reject(new Error(`delivery for ${srcTxHash} not settled in ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.onChange((d) => {
        if (key(d.srcTxHash) === key(srcTxHash) && settled(d)) {
          clearTimeout(timer);
          off();
          resolve(d);
        }
      });
    });
  }

  private emit(delivery: Delivery): void {
    for (const listener of this.listeners) listener(delivery);
  }
}
