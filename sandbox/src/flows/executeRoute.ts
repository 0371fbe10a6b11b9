import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import type { RoutingClient } from '../../../src/api/client';
import type { Route, StatusResult, Step, TxnData, TxnStatus } from '../../../src/api/types';
import { type BalanceChanges, balanceChanges, type Parties, readHoldings } from './balanceChanges';
import type { FlowContext } from './flowSandbox';
import { type SignedTxn, type Signers, signTxn, submitTxn } from './signTxn';

export type { FlowContext };

/**
 * Runs a quoted route the way the widget does, through the API alone: `/createTx`, then per step
 * `/nextTx`, sign with the dev keys, send to the chain's RPC from `/chains`, and poll `/status`
 * with the transaction hash until the step is final (docs/routing-api.md §3: the next step starts
 * only after `success`; a `skipTxn` step is neither signed nor polled). Stops at the first step
 * that does not succeed and reports it rather than throwing, so tests can assert failures too.
 */
export interface ExecutedStep {
  step: Step;
  skipTxn: boolean;
  /** As `/nextTx` handed it out. */
  txnData?: TxnData;
  /** The approval calldata signed instead of the handed-out one (`approvals: 'exact'`). */
  reencodedApproval?: Hex;
  signed?: SignedTxn;
  status?: StatusResult;
  /** Native coin the user paid for this step's transaction (0 when skipped). */
  fee: bigint;
  /** Chain the fee was paid on. */
  feeChainId?: string;
}

export interface RouteRun {
  routeId: string;
  steps: ExecutedStep[];
  /** `success` when every step succeeded; else the status of the step that stopped the run. */
  status: TxnStatus;
}

export interface ExecuteOptions {
  /** Longest wait for one step to become final. Default 15 s. */
  statusTimeoutMs?: number;
  pollMs?: number;
  /**
   * `as-served` (default) signs approvals as `/nextTx` hands them out (unlimited unless the
   * sandbox runs with `approvals: 'exact'`); `exact` signs what the widget does instead: its own
   * `approve(the payload's spender, the step's input)` on the payload's token.
   */
  approvals?: 'as-served' | 'exact';
}

const FINAL: ReadonlySet<TxnStatus> = new Set([
  'success',
  'partial-success',
  'failed',
  'cancelled',
]);

export async function executeRoute(
  ctx: FlowContext,
  route: Route,
  signers: Signers,
  options: ExecuteOptions = {},
): Promise<RouteRun> {
  const { routeId } = route;
  const { steps } = await ctx.client.createTx({ routeId });
  const executed: ExecutedStep[] = [];
  for (const step of steps) {
    const next = await ctx.client.getNextTx({ routeId, stepId: step.stepId });
    if (next.skipTxn || !next.txnData) {
      executed.push({ step, skipTxn: true, fee: 0n });
      continue;
    }
    const reencodedApproval =
      options.approvals === 'exact' && step.stepType === 'approval'
        ? exactApproval(next.txnData, step)
        : undefined;
    const toSign = reencodedApproval
      ? { ...next.txnData, txnEvm: { ...next.txnData.txnEvm!, data: reencodedApproval } }
      : next.txnData;
    const signed = await signTxn(ctx.ledgers, signers, toSign);
    const sentHash = await submitTxn(ctx.ledgers, signed);
    if (sentHash.toLowerCase() !== signed.hash.toLowerCase()) {
      throw new Error(`the chain reports ${sentHash} for the transaction signed as ${signed.hash}`);
    }
    const status = await pollStatus(ctx.client, routeId, step.stepId, signed.hash, options);
    const feeChainId = signed.networkType === 'sol' ? 'sol' : signed.chainId;
    const fee = await ctx.ledgers.feePaid(feeChainId, signed.hash);
    executed.push({
      step,
      skipTxn: false,
      txnData: next.txnData,
      ...(reencodedApproval ? { reencodedApproval } : {}),
      signed,
      status,
      fee,
      feeChainId,
    });
    if (status.status !== 'success') return { routeId, steps: executed, status: status.status };
  }
  return { routeId, steps: executed, status: 'success' };
}

/** The widget's approval for `step`: the payload's spender, exactly the step's input. */
function exactApproval(txnData: TxnData, step: Step): Hex {
  const data = txnData.txnEvm?.data;
  if (!data) throw new Error(`approval step ${step.stepId} without calldata`);
  const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data });
  if (functionName !== 'approve')
    throw new Error(`approval step ${step.stepId} calls ${functionName}`);
  return encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [args[0], step.inputAmount],
  });
}

/** Polls `/status` until the step is final; throws with the last answer on timeout. */
export async function pollStatus(
  client: RoutingClient,
  routeId: string,
  stepId: string,
  txnHash: string,
  options: ExecuteOptions = {},
): Promise<StatusResult> {
  const end = Date.now() + (options.statusTimeoutMs ?? 15_000);
  for (;;) {
    const status = await client.getStatus({ routeId, stepId, txnHash });
    if (FINAL.has(status.status)) return status;
    if (Date.now() > end) {
      throw new Error(`step ${stepId} still ${status.status} after the timeout (tx ${txnHash})`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

/** Native coin the user paid in fees on `chainId` over the run. */
export function feesOn(run: RouteRun, chainId: string): bigint {
  return run.steps.filter((s) => s.feeChainId === chainId).reduce((sum, s) => sum + s.fee, 0n);
}

/** `executeRoute` between two readings of the ledgers. */
export async function executeMeasured(
  ctx: FlowContext,
  route: Route,
  signers: Signers,
  parties: Parties,
  options?: ExecuteOptions,
): Promise<{ run: RouteRun; changes: BalanceChanges }> {
  const before = await readHoldings(ctx.ledgers, route, parties);
  const run = await executeRoute(ctx, route, signers, options);
  const after = await readHoldings(ctx.ledgers, route, parties);
  const fees = feesOn(run, route.from.chainId);
  return { run, changes: balanceChanges(route, parties, before, after, fees) };
}
