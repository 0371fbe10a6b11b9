import type { SandboxContext } from '../context';
import { echoInput } from '../echoInput';
import { ApiError, badParam } from '../errors';
import { currentSteps, type StepPlan, type StoredRoute } from '../routesStore';
import type { WireStep } from '../wire';

/** Shared parameter handling of createTx, nextTx and status. */

function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name)?.trim();
  if (!value) throw badParam(name, 'is required');
  return value;
}

export function findRoute(ctx: SandboxContext, query: URLSearchParams): StoredRoute {
  const routeId = requiredParam(query, 'routeId');
  const stored = ctx.routes.get(routeId);
  if (!stored) throw new ApiError('NOT_FOUND', `routeId: no route ${echoInput(routeId)}`);
  return stored;
}

export function findStep(
  stored: StoredRoute,
  query: URLSearchParams,
): { step: WireStep; plan: StepPlan; index: number } {
  const stepId = requiredParam(query, 'stepId');
  const steps = currentSteps(stored);
  const index = steps.findIndex((s) => s.stepId === stepId);
  const plan = stored.plans.get(stepId);
  if (index < 0 || !plan) {
    throw new ApiError(
      'NOT_FOUND',
      `stepId: no step ${echoInput(stepId)} in route ${stored.route.routeId}`,
    );
  }
  return { step: steps[index]!, plan, index };
}

/**
 * 410 once the quote's time to live is over. `/createTx` always refuses an expired quote;
 * `/nextTx` only refuses a route whose execution never began in time, because the later steps of
 * a route started in time (after an approval, a bridge) may legitimately come after the quote's
 * time to live.
 */
export function ensureQuoteLive(
  ctx: SandboxContext,
  stored: StoredRoute,
  startedCounts: boolean,
): void {
  const now = ctx.config.now();
  if (now > stored.expiresAt && !(startedCounts && stored.startedAt !== undefined)) {
    throw new ApiError(
      'QUOTE_EXPIRED',
      `Quote ${stored.route.routeId} expired ${stored.route.deadline} s after it was made; quote again`,
    );
  }
  stored.startedAt ??= now;
}
