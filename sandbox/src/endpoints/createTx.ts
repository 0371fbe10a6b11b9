import type { SandboxContext } from '../context';
import { withApprovals } from '../quoting/approvals';
import { ensureQuoteLive, findRoute } from './lookup';

/** `GET /v1/createTx?routeId=`: the route's steps with approvals; 410 once the quote expired. */
export function createTx(ctx: SandboxContext, query: URLSearchParams) {
  const stored = findRoute(ctx, query);
  ensureQuoteLive(ctx, stored, false);
  return { routeId: stored.route.routeId, steps: withApprovals(ctx, stored) };
}
