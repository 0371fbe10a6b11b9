import type { Execution, StepPhase, StepRecord } from '../execution/model';
import { eventAmount } from './eventAmount';
import type { WidgetEvent } from './widgetEvents';

/**
 * Pure: the integrator events one saved change of an execution amounts to, in order. Events come
 * from what the store records rather than from the code that runs the steps, so they are the same
 * whether the execution started here, resumed after a reload or is carried on after a retry.
 * `previous` is undefined for an execution the store did not have.
 */
export function executionEvents(previous: Execution | undefined, next: Execution): WidgetEvent[] {
  const events: WidgetEvent[] = [];
  const executionId = next.id;
  const { route } = next;
  if (!previous) {
    events.push({
      type: 'execution-started',
      executionId,
      routeId: route.routeId,
      provider: route.provider,
      from: eventAmount(route.from, route.inputAmount),
      to: eventAmount(route.to, route.outputAmount),
      steps: next.steps.map((s) => ({ stepId: s.stepId, stepType: s.step.stepType })),
    });
  }
  next.steps.forEach((step, index) => {
    const before = previous?.steps.find((s) => s.stepId === step.stepId);
    events.push(...stepEvents(executionId, index, before, step));
  });
  const wasSettled = previous ? isSettled(previous) : false;
  if (isSettled(next) && !wasSettled) {
    const { received } = next;
    // A partial success names the token that arrived instead of the route's.
    const arrived = received?.token ?? route.to;
    const cancelled = next.steps.find((s) => s.phase === 'cancelled');
    events.push({
      type: 'execution-done',
      executionId,
      routeId: route.routeId,
      outcome: next.status === 'partial' || next.status === 'cancelled' ? next.status : 'done',
      ...(cancelled && next.cancelFee !== undefined
        ? {
            cancelFee: { chainId: cancelled.step.from.chainId, amount: next.cancelFee.toString() },
          }
        : {}),
      ...(received
        ? {
            received: {
              chainId: arrived.chainId,
              token: arrived.address,
              symbol: received.symbol,
              decimals: received.decimals,
              amount: received.amount.toString(),
            },
          }
        : {}),
    });
  }
  const stoppedNow =
    (next.status === 'stopped' || next.status === 'failed') && previous?.status !== next.status;
  if (stoppedNow) {
    const failed = next.steps.find((s) => s.error);
    events.push({
      type: 'execution-failed',
      executionId,
      routeId: route.routeId,
      final: next.status === 'failed',
      ...(failed
        ? {
            stepId: failed.stepId,
            error: { code: failed.error!.code, message: failed.error!.message },
          }
        : {}),
    });
  }
  return events;
}

/**
 * Over as the user sees it: done, once what arrived is read (or found unknowable); partial
 * (`partial-success`) and cancelled at once, since nothing more will happen to the route.
 */
function isSettled(execution: Execution): boolean {
  if (execution.status === 'partial' || execution.status === 'cancelled') return true;
  return (
    execution.status === 'done' &&
    (execution.received !== undefined || execution.settledAt !== undefined)
  );
}

const IDLE: ReadonlySet<StepPhase> = new Set(['waiting', 'failed']);
const OVER: ReadonlySet<StepPhase> = new Set(['done', 'skipped']);

function stepEvents(
  executionId: string,
  index: number,
  before: StepRecord | undefined,
  step: StepRecord,
): WidgetEvent[] {
  const events: WidgetEvent[] = [];
  const { stepId } = step;
  const stepType = step.step.stepType;
  const phaseBefore = before?.phase ?? 'waiting';
  if (IDLE.has(phaseBefore) && !IDLE.has(step.phase)) {
    events.push({ type: 'step-started', executionId, stepId, index, stepType });
  }
  events.push(...submittedEvents(executionId, before, step));
  if (step.orderSignature && step.orderSignature !== before?.orderSignature) {
    events.push({ type: 'order-signed', executionId, stepId, chainId: step.step.from.chainId });
  }
  if (OVER.has(step.phase) && !OVER.has(phaseBefore)) {
    events.push({
      type: 'step-done',
      executionId,
      stepId,
      index,
      stepType,
      outcome: step.phase === 'skipped' ? 'skipped' : 'done',
      ...(step.txHash ? { txHash: step.txHash } : {}),
      ...(step.destTxnHash ? { destTxHash: step.destTxnHash } : {}),
    });
  }
  return events;
}

/**
 * `transaction-submitted` for each transaction of the step not told before: its own, then each
 * Speed up or Cancel (with `kind` and `replaces`). A replacement that landed and became the
 * step's hash was told when it was sent.
 */
function submittedEvents(
  executionId: string,
  before: StepRecord | undefined,
  step: StepRecord,
): WidgetEvent[] {
  const told = new Set([before?.txHash, ...(before?.replacements ?? []).map((r) => r.hash)]);
  const base = {
    type: 'transaction-submitted',
    executionId,
    stepId: step.stepId,
    networkType: step.networkType,
    chainId: step.step.from.chainId,
  } as const;
  const replacements = (step.replacements ?? []).filter((r) => !told.has(r.hash));
  const own = step.txHash;
  const events: WidgetEvent[] = [];
  if (own && !told.has(own) && !replacements.some((r) => r.hash === own)) {
    events.push({ ...base, txHash: own });
  }
  for (const { hash, kind, replaces } of replacements) {
    events.push({ ...base, txHash: hash, kind, replaces });
  }
  return events;
}
