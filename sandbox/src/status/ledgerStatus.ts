import type { TxnStatus } from '../wire';
import type { StatusQuery, StatusReport, StatusSource } from './statusSource';

/**
 * `/status` from the local ledgers (sandbox/src/chains): the source transaction's outcome, and for
 * bridge deposits and Solana intents the delivery on the destination. Chains without a ledger
 * (Tron, Cosmos) and steps without a user transaction (relayer claims) keep the fallback timeline.
 */
export type LedgerState = 'NOT_FOUND' | 'PENDING' | 'SUCCESS' | 'FAILED' | 'REFUNDED';

export interface LedgerLookup {
  /** `chain` is 'sol' or the EVM chain id as text. */
  getTransactionStatus(
    chain: string,
    txHash: string,
  ): Promise<{ state: LedgerState; delivery?: { dstTxHash?: string } }>;
}

const STATUS_OF: Record<LedgerState, TxnStatus> = {
  NOT_FOUND: 'not-started', // the ledger has not executed it (yet)
  PENDING: 'in-progress', // executed; the delivery on the destination is still to come
  SUCCESS: 'success',
  FAILED: 'failed',
  REFUNDED: 'failed', // the order could not be met; the input went back to the sender
};

export function createLedgerStatus(ledgers: LedgerLookup, fallback: StatusSource): StatusSource {
  return {
    async status(query: StatusQuery): Promise<StatusReport> {
      const { step, txnHash } = query;
      const onLedger = step.from.chainId === 'sol' || step.from.networkType === 'evm';
      if (!onLedger || txnHash === undefined) return fallback.status(query);
      const result = await ledgers.getTransactionStatus(step.from.chainId, txnHash);
      const destTxnHash = result.delivery?.dstTxHash;
      return {
        status: STATUS_OF[result.state],
        ...(destTxnHash && result.state === 'SUCCESS' ? { destTxnHash } : {}),
      };
    },
  };
}
