import type {
  Asset,
  NetworkType,
  QuoteRequest,
  Route,
  Step,
  TxnData,
  TxnStatus,
} from '../api/types';
import { type ChainNetworkTypes, networkTypeOf } from '../lib/networkType';
import type { WidgetErrorCode } from '../lib/widgetError';
import type { AccountEffect, BalanceChange } from './effects/accountEffects';

/**
 * An execution, as persisted: plain data (bigints kept by the storage codec), so a reload, a
 * closed tab or a crash resumes from exactly what was known. Changed only through the pure
 * functions of `transitions.ts`.
 */

/** Where one step is. A reader sees the whole flow in this list, in order. */
export type StepPhase =
  /** Not started: the previous step has not reached success yet (routing-api §3). */
  | 'waiting'
  /** Asking `/nextTx`, reading the allowance, checking and simulating the payload. */
  | 'preparing'
  /** The wallet is on another chain; it was asked to switch. */
  | 'switching-chain'
  /** The wallet prompt is open. */
  | 'wallet'
  /** The transaction exists (hash or signature known and persisted), not yet on chain. */
  | 'submitted'
  /** On chain; `/status` is followed until the service says the step is final. */
  | 'tracking'
  | 'done'
  /** Nothing to sign: `skipTxn`, or an allowance that already covers the step. */
  | 'skipped'
  | 'failed'
  /**
   * EVM: the user's cancellation (a zero-value transfer to themselves, same nonce) landed instead
   * of the step's transaction: nothing of the step happened, and the execution is over.
   */
  | 'cancelled';

export interface StepError {
  code: WidgetErrorCode;
  /** The error's words for people. */
  message: string;
  details?: string | undefined;
}

export interface StepRecord {
  stepId: string;
  /** The step as `/createTx` gave it (checked against the route before the execution began). */
  step: Step;
  networkType: NetworkType;
  phase: StepPhase;
  /**
   * The transaction `/quick-swap` handed out for this step with its route (routing-api §4.8):
   * read instead of `/nextTx`, and checked exactly like its answer, until the wallet is asked for
   * it or the step fails; from then on `/nextTx` hands out a fresh one, as for any route.
   */
  handedOut?: TxnData | undefined;
  /** EVM: the contract `/nextTx` gave for this step; it may not change mid-route. */
  target?: string | undefined;
  /**
   * EVM approval: the wallet was asked for an unlimited approval (the person's setting) of the
   * step's token to `target`: the step says so, with the contract, from that prompt on.
   */
  unlimitedApproval?: true | undefined;
  /**
   * EVM: the sender's next nonce, read before the prompt; kept until the chain shows what that
   * prompt did (`evm/earlierPrompt.ts`): while it is, the step may have sent something.
   */
  nonce?: number | undefined;
  /**
   * EVM: the step went to the wallet together with the step after it, as one atomic batch
   * (EIP-5792 `wallet_sendCalls`, `evm/batchedApproval.ts`): its place in the batch from the
   * prompt on, and the batch's id the moment the wallet answers it, before anything is waited
   * for: a reload follows that batch (`wallet_getCallsStatus`) and never asks again.
   */
  batch?: StepBatch | undefined;
  /** EVM hash or Solana signature, persisted the moment it exists. */
  txHash?: string | undefined;
  /** When the step's transaction was sent (its `txHash` first known): how long it has waited. */
  sentAt?: number | undefined;
  /**
   * EVM: transactions the user sent to replace the step's pending one (same nonce, higher fees),
   * oldest first, each persisted the moment it exists: the step follows whichever of them and
   * `txHash` lands, and `txHash` becomes the one that did.
   */
  replacements?: TransactionReplacement[] | undefined;
  /**
   * EVM: the step is a signed order (`sign-typed`), not a transaction: the wallet signs EIP-712
   * typed data, `POST /submit` takes it, and `/status` is followed without a hash.
   */
  signing?: 'typed' | undefined;
  /** The order's signature, persisted before it is submitted: posted again, never re-asked. */
  orderSignature?: string | undefined;
  /** Solana: the programs the prepared transaction calls (allowed for the route's later ones). */
  programs?: string[] | undefined;
  /** Solana: the signed transaction, persisted before broadcast, re-sent after a reload. */
  solanaSigned?: { signed: string; lastValidBlockHeight: number } | undefined;
  /**
   * Tron: the signed transaction (`txHash` is its txID), persisted before broadcast, sent again
   * after a reload until it lands or its expiration (Unix ms) passes unseen.
   */
  tronSigned?: { rawDataHex: string; signature: string; expiration: number } | undefined;
  /** Cosmos: the signed TxRaw (base64), persisted before broadcast, re-sent after a reload. */
  cosmosSigned?: string | undefined;
  srcTxnUrl?: string | undefined;
  destTxnHash?: string | undefined;
  destTxnUrl?: string | undefined;
  /** The service's last word on this step. */
  status?: TxnStatus | undefined;
  /** What the service says arrived, when it says (live service: `/status` `outputAmount`). */
  outputAmount?: bigint | undefined;
  /**
   * The token `outputAmount` is in, when the service says (`/status` `outputToken`): on
   * `partial-success` another token than the route's.
   */
  outputToken?: Asset | undefined;
  /**
   * What the transaction about to be signed does to the user's account, as its simulation showed
   * it right before the prompt: shown on the step while the wallet asks. Cleared when the step is
   * prepared again.
   */
  effect?: StepEffect | undefined;
  startedAt?: number | undefined;
  finishedAt?: number | undefined;
  error?: StepError | undefined;
  /**
   * The step needs a wallet of this network type (`/nextTx` asked for a signature, or what it
   * sent is followed through the wallet) and none is connected: the swap waits for it, running,
   * never failed for that, and goes on once it is connected (`StepRun.wallet`).
   */
  awaitsWallet?: NetworkType | undefined;
}

/** A step's part in an atomic batch (`StepRecord.batch`). */
interface StepBatch {
  /** Its call's place in the batch: 0 for the approval, 1 for the step it unlocks. */
  index: number;
  /** The wallet's id of the batch, once it answered; never a transaction hash. */
  id?: string | undefined;
}

/** A simulated effect as a person reads it: net balance changes and the grants that widen. */
export interface StepEffect {
  changes: BalanceChange[];
  grants: Omit<Extract<AccountEffect, { kind: 'grant' }>, 'kind' | 'previous'>[];
}

/** A transaction sent to take the nonce of a step's pending one (`evm/replaceTransaction.ts`). */
export interface TransactionReplacement {
  /**
   * `speed-up`: the same transaction (to, data, value, gas) paying more; `cancel`: a zero-value
   * transfer to the sender itself, so the nonce is used and the step's transaction never lands.
   */
  kind: 'speed-up' | 'cancel';
  hash: string;
  /** The pending transaction it was sent to replace (the step's, or an earlier replacement). */
  replaces: string;
  at: number;
}

type ExecutionStatus =
  /** Steps are being worked through. */
  | 'running'
  /** Stopped at a step that needs the user (rejected, failed, wrong chain): see `error`. */
  | 'stopped'
  | 'done'
  /** The service reported `partial-success`: the user holds something other than asked. */
  | 'partial'
  /** Stopped for good (the quote expired, the route cannot go on). */
  | 'failed'
  /** The user cancelled a step's pending transaction and the cancellation landed: nothing swapped. */
  | 'cancelled';

/**
 * The route was given up before anything was signed and replaced by a new quote of the same swap
 * from the same provider, with a lower `maxAccounts`: its Solana transaction was too large to send
 * (`solana/requote.ts`).
 */
export interface Requote {
  /** The route given up. */
  replacedRouteId: string;
  /** Its transaction's size in bytes, over the 1232 a Solana transaction may have. */
  size: number;
  /** The limit the new route was quoted with. */
  maxAccounts: number;
  at: number;
}

export interface Execution {
  /** The id of the route the user confirmed: one execution per confirmed route. */
  id: string;
  /** The route being carried out: the confirmed one, or its last re-quote (`requotes`). */
  route: Route;
  /**
   * The quote request the confirmed route answered, to quote it again (a lite route too large to
   * send). Records from before it was kept have none: they cannot be re-quoted.
   */
  request?: QuoteRequest | undefined;
  /**
   * The least the user agreed to receive: the minimum they reviewed, or the new one they accepted
   * at Confirm when the rate changed (`quoting/freshQuote.ts`). Any re-quote must still pay it
   * (`solana/requote.ts`), and no order is signed for less (`evm/evmOrderStep.ts`). Read it with
   * `agreedMinOutput`.
   */
  confirmedMinOutput?: bigint | undefined;
  /** Routes replaced, oldest first; the last one's new route is `route`. */
  requotes?: Requote[] | undefined;
  /** The steps of `/createTx`, approvals included, in order. */
  steps: StepRecord[];
  status: ExecutionStatus;
  /** Where the tokens go: the route's recipient, else the wallet that started it. */
  recipient: string;
  /** The recipient's balance of the destination token when the execution began (ledger). */
  balanceBefore?: bigint | undefined;
  /**
   * What arrived, from the status or the ledger, never the quote. `token` is set when it is not
   * the route's output: after `partial-success`, the token the service says arrived instead.
   */
  received?:
    | { amount: bigint; symbol: string; decimals: number; token?: Asset | undefined }
    | undefined;
  /**
   * The person ticked "Effect not checked" and tried again: this execution's transactions whose
   * effect the chain's RPC cannot simulate may be signed (`effects/holdEffects.ts`). In this tab's
   * memory only, like `handedOut`: never written to storage and dropped when read from it, so no
   * stored record or other tab can give it.
   */
  effectUncheckedAccepted?: true | undefined;
  /** The network fee the cancellation paid (native coin, smallest unit), when it was read. */
  cancelFee?: bigint | undefined;
  /** When the end was settled: `received` read, or found unknowable (`executionReceived`). */
  settledAt?: number | undefined;
  createdAt: number;
  updatedAt: number;
}

/** `chains`: `/chains` when the caller has it, for a step asset without `networkType`. */
export function stepRecord(
  step: Step,
  handedOut?: TxnData,
  chains?: ChainNetworkTypes | undefined,
): StepRecord {
  const record: StepRecord = {
    stepId: step.stepId,
    step,
    networkType: networkTypeOf(step.from, chains),
    phase: 'waiting',
  };
  if (handedOut) record.handedOut = handedOut;
  return record;
}

/** The least the user agreed to receive; a record from before it was kept: its route's minimum. */
export function agreedMinOutput(execution: Execution): bigint {
  return execution.confirmedMinOutput ?? execution.route.minOutputAmount;
}

const FINISHED: ReadonlySet<StepPhase> = new Set(['done', 'skipped']);

/** The step to work on: the first one not finished; undefined when all are. */
export function currentStepIndex(execution: Execution): number | undefined {
  const index = execution.steps.findIndex((s) => !FINISHED.has(s.phase));
  return index === -1 ? undefined : index;
}

export function isStepFinished(step: StepRecord): boolean {
  return FINISHED.has(step.phase);
}

/**
 * The step's transaction was sent and its fate is not known yet: it is followed (the receipt,
 * `/status`), never forgotten, never sent again.
 */
export function isStepInFlight(step: StepRecord): boolean {
  return step.phase === 'submitted' || step.phase === 'tracking';
}

/** Ended one way or another: nothing more will happen without a new execution. */
export function isExecutionOver(execution: Execution): boolean {
  return (
    execution.status === 'done' ||
    execution.status === 'partial' ||
    execution.status === 'failed' ||
    execution.status === 'cancelled'
  );
}
