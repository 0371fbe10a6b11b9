import type { SandboxContext } from '../context';
import { cosmosTxn } from '../payloads/cosmos';
import { evmTxn } from '../payloads/evm';
import { tronTxn } from '../payloads/tron';
import type { PayloadInput } from '../payloads/types';
import { withApprovals } from '../quoting/approvals';
import { recordHandedOut } from '../routesStore';
import { decodeApproveCall } from '../status/approvalCall';
import type { WireTxnData } from '../wire';
import { ensureQuoteLive, findRoute, findStep } from './lookup';

/** How long a handed-out transaction stays valid (contract `deadline`, txnData.deadline). */
const TXN_TTL_MS = 20 * 60_000;

/**
 * `GET /v1/nextTx?routeId&stepId`: the transaction of one step, for the step's network type.
 * Steps done by a relayer answer `skipTxn: true` with `txnData: null`. Calling it before
 * `/createTx` works on the steps `/createTx` would return. 410 for an expired quote whose
 * execution never began (see `ensureQuoteLive`).
 */
export async function nextTx(ctx: SandboxContext, query: URLSearchParams) {
  const stored = findRoute(ctx, query);
  const steps = withApprovals(ctx, stored);
  const { step, plan, index } = findStep(stored, query);
  ensureQuoteLive(ctx, stored, true);
  const { routeId } = stored.route;
  if (plan.skipTxn) return { routeId, stepId: step.stepId, txnData: null, skipTxn: true };

  const now = ctx.config.now();
  let lastTxStep = 0;
  steps.forEach((s, i) => {
    if (!stored.plans.get(s.stepId)?.skipTxn) lastTxStep = i;
  });
  const input: PayloadInput = {
    stored,
    step,
    plan,
    deployment: ctx.catalog.deployment,
    recipient: index >= lastTxStep ? stored.route.recipient : stored.route.userWalletAddress,
    deadlineSeconds: BigInt(Math.floor((now + TXN_TTL_MS) / 1000)),
    now,
  };
  const networkType = step.from.networkType;
  const txnData: WireTxnData = {
    id: ctx.newId(),
    requestId: stored.route.requestId,
    routeId,
    stepId: step.stepId,
    networkType,
    deadline: now + TXN_TTL_MS,
    isCompleted: false,
    status: 'not-started',
    createdAt: now,
    fetchedAt: now,
    skipTxn: false,
    txnEvm: networkType === 'evm' ? evmTxn(input) : null,
    txnSol: networkType === 'sol' ? await solanaPayload(ctx, input) : null,
    txnTron: networkType === 'tron' ? tronTxn(input) : null,
    txnCosmos: networkType === 'cosmos' ? cosmosTxn(input) : null,
  };
  if (txnData.txnEvm) {
    const { from, to, data } = txnData.txnEvm;
    const approval = step.stepType === 'approval' ? decodeApproveCall(data) : undefined;
    recordHandedOut(stored, step.stepId, {
      kind: 'evm',
      from,
      to,
      data,
      ...(approval
        ? { approval: { spender: approval.spender, minAmount: BigInt(step.inputAmount) } }
        : {}),
    });
  } else if (txnData.txnSol) {
    const { memoText } = await import('../payloads/solanaInstructions');
    const feePayer = stored.route.userWalletAddress;
    recordHandedOut(stored, step.stepId, { kind: 'sol', feePayer, memo: memoText(input) });
  }
  return { routeId, stepId: step.stepId, txnData, skipTxn: false };
}

/** Solana libraries load on first use: they are large, and most requests never need them. */
async function solanaPayload(ctx: SandboxContext, input: PayloadInput): Promise<{ data: string }> {
  if (input.plan.liteFormat) {
    const { litePayload } = await import('../payloads/lite');
    return litePayload(input, input.plan.liteFormat);
  }
  const { solanaTxn } = await import('../payloads/solana');
  return solanaTxn(input, await ctx.solanaBlockhash());
}
