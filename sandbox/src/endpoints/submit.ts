import type { SandboxContext } from '../context';
import { badParam } from '../errors';
import { acceptOrder, settleOrder } from '../orders/orderDesk';
import { withApprovals } from '../quoting/approvals';
import { findRoute, findStep } from './lookup';
import { getStatus } from './status';

/**
 * `POST /v1/submit` with `{ routeId, stepId, signedTxn }` (docs/routing-api.md §4.7): the signature
 * of a gasless step's order (`sign-typed`), taken only for an order `/nextTx` handed out for that
 * step and signed by its maker, before its deadline (orders/orderDesk.ts says every refusal, each
 * a 400). The solver then fills it; the answer is the step's `/status` (`in-progress`), which is
 * followed without a `txnHash` until `success` (with the fill as `destTxnHash`) or `failed`. The
 * same signature posted again answers the order's state: nothing is filled twice.
 */
export async function submit(ctx: SandboxContext, _query: URLSearchParams, body: unknown) {
  const { routeId, stepId, signedTxn } = submitBody(body);
  const params = new URLSearchParams({ routeId, stepId });
  const stored = findRoute(ctx, params);
  withApprovals(ctx, stored);
  const { step, plan } = findStep(stored, params);
  if (!plan.gasless) {
    throw badParam(
      'stepId',
      'not a signature step: send its transaction and report the hash to /status',
    );
  }
  await acceptOrder(
    { stored, step, signature: signedTxn, nowMs: ctx.config.now() },
    settleOrder(ctx.orderFiller, () => ctx.faults.solverRefuses),
  );
  return getStatus(ctx, params);
}

function submitBody(body: unknown): { routeId: string; stepId: string; signedTxn: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badParam('body', 'must be a JSON object { routeId, stepId, signedTxn }');
  }
  const fields = body as Record<string, unknown>;
  const text = (name: string): string => {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') throw badParam(name, 'is required');
    return value.trim();
  };
  return { routeId: text('routeId'), stepId: text('stepId'), signedTxn: text('signedTxn') };
}
