import type { SandboxContext } from '../context';
import { badParam } from '../errors';
import type { Tampering } from '../faults';
import { withApprovals } from '../quoting/approvals';
import { quotedRoutes } from '../quoting/quote';
import { resolveQuoteRequest } from '../quoting/quoteRequest';
import type { StoredRoute } from '../routesStore';
import type { WireRoute, WireTxnData } from '../wire';
import { ensureQuoteLive } from './lookup';
import { handOutStep } from './nextTx';

/** What `/quick-swap` says when no single-step swap serves the request (the live service's words). */
const NO_ROUTES = 'No routes found';

/**
 * `GET /v1/quick-swap` (docs/routing-api.md §4.8): the parameters of `/quotes`, checked the same
 * way (same 400s), and in one answer the best-output route that is a single swap on one chain,
 * with its final steps (an approval first when it spends an ERC-20, as `/createTx` inserts it)
 * and one transaction per step, as `/nextTx` hands them out (recorded for `/status`; fault
 * injection's payload tamperings apply, in order). Our sandbox's choices where the live
 * documentation is silent: a cross-chain request is a 400 on `toChainId` (the endpoint only
 * serves same-chain swaps; `/quotes` serves the rest); no such route is the documented success
 * with `route: null`, `txn: []` and `error: "No routes found"`; the route is stored and started,
 * so `/createTx`, `/nextTx` and `/status` work on it as on a quoted route.
 */
export async function quickSwap(
  ctx: SandboxContext,
  query: URLSearchParams,
): Promise<{ route: WireRoute | null; txn: WireTxnData[]; error?: string }> {
  const q = resolveQuoteRequest(ctx.catalog, query);
  if (q.from.chainId !== q.to.chainId) {
    throw badParam(
      'toChainId',
      `must be fromChainId (${q.from.chainId}): /quick-swap serves same-chain swaps; use /quotes for routes across chains`,
    );
  }
  const stored = (await quotedRoutes(ctx, q)).find(isSingleSwap);
  if (!stored) return { route: null, txn: [], error: NO_ROUTES };
  ctx.routes.add(stored);
  ensureQuoteLive(ctx, stored, false);
  const steps = withApprovals(ctx, stored);
  const taken: Tampering[] = [];
  const txn: WireTxnData[] = [];
  try {
    for (const [index, step] of steps.entries()) {
      const plan = stored.plans.get(step.stepId)!;
      const { answer, tampering } = await handOutStep(ctx, stored, { step, plan, index });
      if (tampering) taken.push(tampering);
      // A single swap (and its approval) always has a transaction to sign.
      if (answer.txnData) txn.push(answer.txnData);
    }
  } catch (error) {
    // No answer is sent: the tamperings the earlier steps took wait for the next one.
    for (const tampering of taken.reverse()) ctx.faults.restoreTampering(tampering);
    throw error;
  }
  return { route: { ...stored.route, steps }, txn };
}

/** A single on-chain swap: a gasless order (`tide`) is signed and submitted, not sent. */
function isSingleSwap({ route, plans }: StoredRoute): boolean {
  const [step, ...others] = route.steps;
  return (
    step !== undefined &&
    others.length === 0 &&
    step.stepType === 'swap' &&
    !plans.get(step.stepId)?.gasless
  );
}
