import type { SandboxContext } from '../context';
import { ApiError } from '../errors';
import { withApprovals } from '../quoting/approvals';
import { findRoute } from './lookup';

/** `GET /v1/createTx?routeId=`: the route's steps with approvals; 410 once the quote expired. */
export function createTx(ctx: SandboxContext, query: URLSearchParams) {
  const stored = findRoute(ctx, query);
  if (ctx.config.now() > stored.expiresAt) {
    throw new ApiError(
      'QUOTE_EXPIRED',
      `Quote ${stored.route.routeId} expired ${stored.route.deadline} s after it was made; quote again`,
    );
  }
  return { routeId: stored.route.routeId, steps: withApprovals(ctx, stored) };
}
