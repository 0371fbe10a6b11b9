import type { SandboxContext } from '../context';
import type { DraftRoute } from './buildRoute';
import { bpsOf, minusBps } from './pricing';
import type { ResolvedQuote } from './quoteRequest';
import { fitsMaxAccounts } from './solanaAccounts';

/**
 * Fault `longLiteRoutes` (faults.ts): the named lite providers route as aggregators do when they
 * may use many accounts: through more pools, as many as `maxAccounts` leaves room for (each adds
 * its accounts, payloads/poolLegs.ts), up to `MAX_EXTRA_POOLS`. Splitting the order over more
 * pools lowers its price impact, so each extra pool adds `POOL_GAIN_BPS` to the output. The
 * accounts count towards `maxAccounts` like any other (solanaAccounts.ts), and none is in the
 * provider's lookup table: a long enough route assembles over 1232 bytes (three extra pools with
 * the default 20 for the sandbox's pairs), and a lower limit gives a shorter route that fits.
 */

/** Extra pools at most, as aggregators cap their routes' legs. */
const MAX_EXTRA_POOLS = 6;
/** Output gained per extra pool, basis points. */
const POOL_GAIN_BPS = 2;

/** `drafts`, each long lite route taking the pools its provider fits in `maxAccounts`. */
export async function withLongLiteRoutes(
  ctx: SandboxContext,
  q: ResolvedQuote,
  drafts: DraftRoute[],
): Promise<DraftRoute[]> {
  if (!q.lite) return drafts;
  return Promise.all(
    drafts.map((d) => (ctx.faults.longLiteRoutes(d.provider.id) ? throughMorePools(d, q, ctx) : d)),
  );
}

async function throughMorePools(
  draft: DraftRoute,
  q: ResolvedQuote,
  ctx: SandboxContext,
): Promise<DraftRoute> {
  // Lite routes are one direct swap (docs/routing-api.md §4.1, lite mode rule 2).
  if (draft.steps.length !== 1 || !draft.steps[0]?.plan.liteFormat) return draft;
  let extraPools = 0;
  while (
    extraPools < MAX_EXTRA_POOLS &&
    (await fitsMaxAccounts(withPools(draft, extraPools + 1, q), q, ctx.catalog.deployment))
  ) {
    extraPools += 1;
  }
  return withPools(draft, extraPools, q);
}

function withPools(draft: DraftRoute, extraPools: number, q: ResolvedQuote): DraftRoute {
  const [swap] = draft.steps;
  if (!swap || extraPools === 0) return draft;
  const outputAmount = draft.outputAmount + bpsOf(draft.outputAmount, extraPools * POOL_GAIN_BPS);
  return {
    ...draft,
    outputAmount,
    steps: [
      {
        step: { ...swap.step, outputAmount: outputAmount.toString() },
        plan: { ...swap.plan, extraPools, minOutputAmount: minusBps(outputAmount, q.slippageBps) },
      },
    ],
  };
}
