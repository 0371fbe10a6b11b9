import { checkCreateTxSteps } from '../../api/checks/checkCreateTxSteps';
import type { NetworkType, Route, StepType } from '../../api/types';
import { isSameAddress } from '../../lib/addresses';
import { networkTypeOf } from '../../lib/networkType';
import { memoryStorage } from '../../state/persistedStorage';
import type { ExecutionDeps } from '../deps';
import { createExecutionStore, putExecution } from '../executionStore';
import type { StepEffect } from '../model';
import { networkEngine } from '../networkEngine';
import { StepRun } from '../stepRun';
import { startExecution, stepPreparing } from '../transitions';
import { stepEffectOf } from './stepEffect';

/**
 * What Review shows of the route's first transaction before anything is signed. `simulated`: its
 * effect on the user's account, and the type of the step it belongs to. `unavailable`, with why:
 * no wallet connected on the first step's network (nothing was asked), a network the widget has
 * no step for (nothing was asked), a node that cannot simulate effects, nothing to sign on
 * the first network (every step there skipped), a signed order rather than a transaction, or a
 * route Confirm will run through `/quick-swap` (its transaction comes with that fresh quote, and
 * asking `/createTx` now would break the one-call promise: the step shows its effect instead), or
 * too little left of the client's request budget (`PREVIEW_ROOM`).
 */
export type EffectPreview =
  | { status: 'simulated'; networkType: NetworkType; stepType: StepType; effect: StepEffect }
  | {
      status: 'unavailable';
      reason:
        | 'no-wallet'
        | 'network'
        | 'no-simulation'
        | 'nothing-to-sign'
        | 'order'
        | 'quick-swap'
        | 'budget';
    };

/**
 * Requests the preview may spend (`/createTx`, up to two `/nextTx`) and the ones it leaves in the
 * client's budget for the swap Confirm starts (a fresh quote, `/createTx`, its `/nextTx`, the
 * `/status` polls): with less room than this, nothing is asked (`budget`). Without an API key the
 * service allows 20 requests a minute, and a preview must never make the swap itself wait.
 */
const PREVIEW_ROOM = 12;

/**
 * The effect of the first transaction the route would ask the wallet for, as Review opens:
 * `/createTx` (checked against the route) and the first steps' `/nextTx`, through the very code a
 * run uses to choose and check the transaction, on a record kept in memory and never stored; then
 * the signer's effect simulation. Nothing is signed, and no prompt opens. Rejects with the
 * widget's error when a request, a check or the simulation fails: Confirm runs every check
 * again, so the caller says so and never blocks on it.
 *
 * Asking `/createTx` early counts the route as started (routing-api §4.2): Confirm's fresh quote
 * is a new route, and a second `/createTx` of the same route answers the same steps.
 */
export async function previewFirstEffect(
  route: Route,
  deps: Pick<ExecutionDeps, 'client' | 'signers' | 'options' | 'chains' | 'networks'>,
  signal?: AbortSignal,
): Promise<EffectPreview> {
  const networkType = networkTypeOf(route.steps[0]?.from ?? route.from, deps.chains);
  const engine = await networkEngine(deps.networks, networkType);
  if (!engine) return { status: 'unavailable', reason: 'network' };
  if (!deps.signers[networkType]?.account()) return { status: 'unavailable', reason: 'no-wallet' };
  if (deps.client.budget.room < PREVIEW_ROOM) return { status: 'unavailable', reason: 'budget' };

  const created = checkCreateTxSteps(
    route,
    await deps.client.createTx({ routeId: route.routeId }, { signal }),
  );
  const execution = startExecution(route, created.steps, {
    recipient: route.recipient ?? route.userWalletAddress ?? '',
    chains: deps.chains,
    now: Date.now(),
  });
  const store = createExecutionStore({ storageKey: 'preview', storage: memoryStorage() });
  putExecution(store, execution);
  for (const record of execution.steps) {
    if (record.networkType !== networkType) break;
    const run = new StepRun({ ...deps, store }, execution.id, record.stepId, signal);
    run.apply((x, now) => stepPreparing(x, record.stepId, now));
    const simulation = await engine.previewStep(run);
    if (simulation === 'skipped') continue;
    if (simulation === 'order') return { status: 'unavailable', reason: 'order' };
    if (simulation.status === 'unsupported') {
      return { status: 'unavailable', reason: 'no-simulation' };
    }
    const same = (a: string, b: string) => isSameAddress(networkType, a, b);
    return {
      status: 'simulated',
      networkType,
      stepType: record.step.stepType,
      effect: stepEffectOf(simulation.effects, same),
    };
  }
  return { status: 'unavailable', reason: 'nothing-to-sign' };
}
