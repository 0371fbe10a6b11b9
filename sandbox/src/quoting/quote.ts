import { formatUnits } from 'viem';
import type { SandboxContext } from '../context';
import type { StepPlan, StoredRoute } from '../routesStore';
import type { WireRoute, WireStep } from '../wire';
import { buildRoute, type DraftRoute } from './buildRoute';
import { feeUsd } from './fees';
import { withLongLiteRoutes } from './longLiteRoutes';
import { minusBps } from './pricing';
import { type ResolvedQuote, resolveQuoteRequest } from './quoteRequest';
import { withQuoteValueFaults } from './quoteValuesFault';
import { scoreRoutes } from './score';
import { fitsMaxAccounts } from './solanaAccounts';

/**
 * `/quotes`: every selected provider's route for the request, sorted by output (best first),
 * scored, tagged and stored for `/createTx`. No route is not an error: `{ quotes: [] }`.
 */
export async function quote(
  ctx: SandboxContext,
  query: URLSearchParams,
): Promise<{ quotes: WireRoute[] }> {
  const routes = await quotedRoutes(ctx, resolveQuoteRequest(ctx.catalog, query));
  for (const stored of routes) ctx.routes.add(stored);
  return { quotes: routes.map((stored) => withQuoteValueFaults(stored.route, ctx.faults)) };
}

/**
 * The routes of a checked request (what `/quotes` answers and `/quick-swap` picks from): every
 * selected provider's route that fits `maxAccounts`, best output first, with ids, scores and
 * tags; not stored.
 */
export async function quotedRoutes(ctx: SandboxContext, q: ResolvedQuote): Promise<StoredRoute[]> {
  const built = await withLongLiteRoutes(
    ctx,
    q,
    q.providers
      .map((provider) => buildRoute(ctx.catalog, provider, q, ctx.config.seed))
      .filter((d): d is DraftRoute => d !== null),
  );
  const fits = await Promise.all(built.map((d) => fitsMaxAccounts(d, q, ctx.catalog.deployment)));
  const drafts = built
    .filter((_, i) => fits[i])
    // Stable sort: equal outputs keep the provider order.
    .sort((a, b) =>
      a.outputAmount === b.outputAmount ? 0 : a.outputAmount > b.outputAmount ? -1 : 1,
    );

  const allFees = (d: DraftRoute) => [...d.routeFees, ...d.steps.flatMap((s) => s.step.fee)];
  const scores = scoreRoutes(
    drafts.map((d) => ({
      outputAmount: d.outputAmount,
      feesUsd: allFees(d).reduce((sum, f) => sum + feeUsd(f), 0),
      seconds: d.steps.reduce((sum, s) => sum + s.step.estimatedTimeInSeconds, 0),
      steps: d.steps.length,
      spreadBps: d.spreadBps,
    })),
  );

  const requestId = ctx.newId();
  const createdAt = ctx.config.now();
  return drafts.map((d, i) => toStored(ctx, q, d, requestId, createdAt, scores[i]!));
}

function toStored(
  ctx: SandboxContext,
  q: ResolvedQuote,
  d: DraftRoute,
  requestId: string,
  createdAt: number,
  { score, tags }: ReturnType<typeof scoreRoutes>[number],
): StoredRoute {
  const routeId = ctx.newId();
  const plans = new Map<string, StepPlan>();
  // Quote step ids are `<routeId>:<n>`, as some of the live service's are
  // (docs/live-service-notes.md).
  const steps: WireStep[] = d.steps.map(({ step, plan }, n) => {
    const stepId = `${routeId}:${n}`;
    plans.set(stepId, plan);
    return { stepId, ...step };
  });
  const minOutputAmount = minusBps(d.outputAmount, q.slippageBps);
  const ttl = ctx.config.quoteTtlSeconds;
  const route: WireRoute = {
    requestId,
    routeId,
    from: q.from,
    to: q.to,
    steps,
    fee: [...d.routeFees, ...steps.flatMap((s) => s.fee)],
    provider: d.provider.id,
    providerDetails: {
      id: d.provider.id,
      name: d.provider.name,
      logoUrl: `${ctx.origin}/__sandbox/icons/${d.provider.id}.svg`,
      websiteUrl: d.provider.websiteUrl,
    },
    protocolsUsed: [...new Set(steps.flatMap((s) => s.protocolsUsed))],
    inputAmount: q.inputAmount.toString(),
    inputAmountDisplay: formatUnits(q.inputAmount, q.from.decimals),
    outputAmount: d.outputAmount.toString(),
    outputAmountDisplay: formatUnits(d.outputAmount, q.to.decimals),
    minOutputAmount: minOutputAmount.toString(),
    minOutputAmountDisplay: formatUnits(minOutputAmount, q.to.decimals),
    slippage: q.slippageBps,
    userWalletAddress: q.userWalletAddress,
    recipient: q.recipient,
    createdAt,
    deadline: ttl,
    estimatedTimeInSeconds: steps.reduce((sum, s) => sum + s.estimatedTimeInSeconds, 0),
    score,
    tags,
  };
  return { route, plans, txSteps: null, lite: q.lite, expiresAt: createdAt + ttl * 1000 };
}
