import { type SolanaTransfer, samePayment } from '../chains/solana/transfer';
import { badParam } from '../errors';
import type { HandedOutTxn } from '../routesStore';
import type { TxnStatus } from '../wire';
import { decodeApproveCall } from './approvalCall';
import type { StatusQuery, StatusReport, StatusSource } from './statusSource';

/**
 * `/status` from the local ledgers (sandbox/src/chains): the source transaction's outcome, and for
 * bridge deposits and Solana intents the delivery on the destination. A hash is only believed
 * for the step `/nextTx` handed its transaction out for (same sender, target and calldata on EVM,
 * where an approval may approve any amount from the step's input up, as the widget re-encodes
 * approvals; on Solana the same fee payer and order memo, and the same payment: the step's input
 * transferred from the user's account into the vault's; on Tron the same owner, contract,
 * calldata and call_value, an approval as on EVM; on Cosmos the same signer and memo, and the
 * step's messages); any other transaction is a 400. Steps without a user transaction (relayer
 * claims) keep the fallback timeline, and so does what no ledger delivers (Solana to Tron or
 * Cosmos: the solver's order memo names Solana and EVM destinations only). Between the two kinds
 * no destination hash is invented: such a transfer is the ledger's state until it executed, then
 * the timeline's status alone. Once delivered, the report says what was paid, as the chain or
 * the settlement record has it (never the quote): a swap's router output, a delivery's payout;
 * `partial-success` when a failed destination swap left the bridged token.
 */
export type LedgerState = 'NOT_FOUND' | 'PENDING' | 'SUCCESS' | 'PARTIAL' | 'FAILED' | 'REFUNDED';

/** What the ledger says a transaction is (chains/chainStatus.ts `ChainTxFacts`). */
export type LedgerTxFacts =
  | {
      kind: 'evm';
      from: string;
      to: string | null;
      data: string;
      /** A smart account's batch (EIP-7702, `SandboxBatchExecutor`): the calls it made. */
      calls?: Array<{ to: string; data: string }>;
    }
  | { kind: 'sol'; feePayer: string; memos: string[]; transfers: SolanaTransfer[] }
  | { kind: 'tron'; owner: string; to: string; data: string; value: bigint }
  | { kind: 'cosmos'; signers: string[]; memo: string; messages: string[] };

export interface LedgerLookup {
  /** `chain` is 'sol', the Cosmos chain id, or the EVM or Tron chain id as text. */
  getTransactionStatus(
    chain: string,
    txHash: string,
  ): Promise<{
    state: LedgerState;
    delivery?: { dstTxHash?: string };
    /** What it (or its delivery) paid the recipient (chains/chainStatus.ts `ChainTxOutput`). */
    output?: { chain: string; token: string; amount: bigint };
  }>;
  /** Undefined while the chain does not know the transaction. */
  getTransactionFacts(chain: string, txHash: string): Promise<LedgerTxFacts | undefined>;
}

const STATUS_OF: Record<LedgerState, TxnStatus> = {
  NOT_FOUND: 'not-started', // the ledger has not executed it (yet)
  PENDING: 'in-progress', // executed; the delivery on the destination is still to come
  SUCCESS: 'success',
  PARTIAL: 'partial-success', // delivered, but the bridged token: the destination swap failed
  FAILED: 'failed',
  REFUNDED: 'failed', // the order could not be met; the input went back to the sender
};

/** Chains with a local ledger: Solana, the EVM chains, the Tron ledger and the Cosmos ledger. */
const onLedger = (asset: { chainId: string; networkType: string }): boolean =>
  asset.chainId === 'sol' ||
  asset.networkType === 'evm' ||
  asset.networkType === 'tron' ||
  asset.networkType === 'cosmos';

function matches(facts: LedgerTxFacts, txn: HandedOutTxn): boolean {
  if (facts.kind === 'evm' && txn.kind === 'evm') {
    if (facts.from.toLowerCase() !== txn.from.toLowerCase()) return false;
    // A batch is the step's when one of its calls is the step's transaction.
    const calls = facts.calls ?? [{ to: facts.to, data: facts.data }];
    return calls.some((call) => {
      if (call.to?.toLowerCase() !== txn.to.toLowerCase()) return false;
      if (txn.approval) return coversApproval(call.data, txn.approval);
      return call.data.toLowerCase() === txn.data.toLowerCase();
    });
  }
  if (facts.kind === 'tron' && txn.kind === 'tron') {
    if (facts.owner !== txn.owner || facts.to !== txn.to) return false;
    if (txn.approval) return coversApproval(facts.data, txn.approval);
    return facts.data.toLowerCase() === txn.data.toLowerCase() && facts.value === txn.value;
  }
  if (facts.kind === 'cosmos' && txn.kind === 'cosmos') {
    // The memo names the route and step; the messages are the step's payment, exactly.
    return (
      facts.signers[0] === txn.sender &&
      facts.memo === txn.memo &&
      txn.messages.every((m) => facts.messages.includes(m))
    );
  }
  if (facts.kind === 'sol' && txn.kind === 'sol') {
    // The memo alone can be copied into a transaction that pays nothing (or less, or elsewhere):
    // the step's transaction also makes the step's payment. Read from the instructions, not from
    // balance changes, so a failed transaction (which moved nothing) is still recognised as the
    // step's, and reported failed.
    return (
      facts.feePayer === txn.feePayer &&
      facts.memos.includes(txn.memo) &&
      facts.transfers.some((paid) => samePayment(paid, txn.payment))
    );
  }
  return false;
}

/**
 * An approval the widget encoded itself (docs/routing-api.md §2.6, issue 9): `approve` of the
 * same spender for at least the step's input. The handed-out one (unlimited or exact) is one.
 */
function coversApproval(data: string, expected: { spender: string; minAmount: bigint }): boolean {
  const call = decodeApproveCall(data);
  return (
    call !== undefined &&
    call.spender.toLowerCase() === expected.spender.toLowerCase() &&
    call.amount >= expected.minAmount
  );
}

/** Throws the 400 unless the transaction is one `/nextTx` handed out for this step. */
async function checkBelongsToStep(
  ledgers: LedgerLookup,
  query: StatusQuery & { txnHash: string },
): Promise<'unknown' | 'matches'> {
  const facts = await ledgers.getTransactionFacts(query.step.from.chainId, query.txnHash);
  if (!facts) return 'unknown'; // not on the chain yet: checked once it is
  const handedOut = query.route.handedOut?.get(query.step.stepId) ?? [];
  if (handedOut.length === 0) {
    throw badParam('txnHash', 'no transaction was handed out for this step (call /nextTx first)');
  }
  if (!handedOut.some((txn) => matches(facts, txn))) {
    throw badParam(
      'txnHash',
      'transaction does not match this step (its sender, target or calldata, or its fee payer, order memo or payment into the vault, or its signer, memo or messages, is not what /nextTx handed out; an approval: not approve(the same spender, at least the step input))',
    );
  }
  return 'matches';
}

export function createLedgerStatus(ledgers: LedgerLookup, fallback: StatusSource): StatusSource {
  return {
    async status(query: StatusQuery): Promise<StatusReport> {
      const { step, txnHash } = query;
      if (!onLedger(step.from) || txnHash === undefined) {
        const simulated = await fallback.status(query);
        // The timeline's destination hash would name a transaction no local ledger has.
        return onLedger(step.to) ? { status: simulated.status } : simulated;
      }
      if ((await checkBelongsToStep(ledgers, { ...query, txnHash })) === 'unknown') {
        return { status: 'not-started' };
      }
      const result = await ledgers.getTransactionStatus(step.from.chainId, txnHash);
      const delivered = result.state === 'SUCCESS' || result.state === 'PARTIAL';
      const destTxnHash = result.delivery?.dstTxHash;
      const { output } = result;
      return {
        status: STATUS_OF[result.state],
        ...(destTxnHash && delivered ? { destTxnHash } : {}),
        ...(output && delivered
          ? { output: { chainId: output.chain, token: output.token, amount: output.amount } }
          : {}),
      };
    },
  };
}
