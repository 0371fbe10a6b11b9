import type { StoredRoute } from '../routesStore';
import type { TxnStatus, WireStep } from '../wire';

/**
 * Where `/status` gets the truth about a submitted transaction. The default is a timeline
 * (status/timeline.ts); the chains engineer's ledger watcher replaces it by implementing this.
 */
export interface StatusQuery {
  route: StoredRoute;
  step: WireStep;
  /** Absent only for steps that need no transaction (`skipTxn`). */
  txnHash: string | undefined;
  now: number;
}

export interface StatusReport {
  status: TxnStatus;
  /** Hash of the transaction that delivered the output on the destination chain, if any. */
  destTxnHash?: string;
  /**
   * What was delivered to the recipient, when a ledger says: `token` is an EVM address, a
   * Solana mint or 'SOL' on `chainId`; `/status` sends it as `outputAmount`/`outputToken`.
   */
  output?: { chainId: string; token: string; amount: bigint };
}

export interface StatusSource {
  status(query: StatusQuery): Promise<StatusReport> | StatusReport;
}
