import type { WireScore } from '../wire';

/**
 * Scores and tags of the routes of one response. Each score is in [0, 1], 1 for the best route on
 * that criterion; tags mark the winners: BEST_OUTPUT (most output), CHEAP (lowest total fees in
 * USD), FAST (shortest estimated time), LOW_SLIPPAGE (smallest spread) and BEST (weighted score:
 * output 50%, fees 20%, speed 20%, steps 10%).
 */
export interface Scorable {
  outputAmount: bigint;
  feesUsd: number;
  seconds: number;
  steps: number;
  spreadBps: number;
}

const PRECISION = 1_000_000n;

function ratio(part: bigint, whole: bigint): number {
  return whole === 0n ? 0 : Number((part * PRECISION) / whole) / Number(PRECISION);
}

/** min/value for "lower is better" criteria, with an epsilon so zero fees do not divide by 0. */
function lowerIsBetter(value: number, min: number, epsilon: number): number {
  return (min + epsilon) / (value + epsilon);
}

function argBest(values: number[], better: (a: number, b: number) => boolean): number {
  let best = 0;
  values.forEach((v, i) => {
    if (better(v, values[best]!)) best = i;
  });
  return best;
}

export function scoreRoutes(routes: Scorable[]): Array<{ score: WireScore; tags: string[] }> {
  if (routes.length === 0) return [];
  let maxOut = 0n;
  for (const r of routes) if (r.outputAmount > maxOut) maxOut = r.outputAmount;
  const minFee = Math.min(...routes.map((r) => r.feesUsd));
  const minSeconds = Math.min(...routes.map((r) => r.seconds));
  const minSteps = Math.min(...routes.map((r) => r.steps));
  const minSpread = Math.min(...routes.map((r) => r.spreadBps));

  const scored = routes.map((r) => {
    const score: WireScore = {
      outputScore: ratio(r.outputAmount, maxOut),
      speedScore: lowerIsBetter(r.seconds, minSeconds, 1),
      feeScore: lowerIsBetter(r.feesUsd, minFee, 0.01),
      slipparageScore: lowerIsBetter(r.spreadBps, minSpread, 1),
      stepScore: minSteps / r.steps,
      outputDiffPercent: ratio(maxOut - r.outputAmount, maxOut) * 100,
    };
    return { score, tags: [] as string[] };
  });

  const weighted = scored.map(
    ({ score: s }) =>
      0.5 * s.outputScore + 0.2 * s.feeScore + 0.2 * s.speedScore + 0.1 * s.stepScore,
  );
  const gt = (a: number, b: number) => a > b;
  const lt = (a: number, b: number) => a < b;
  scored[
    argBest(
      routes.map((r) => ratio(r.outputAmount, maxOut)),
      gt,
    )
  ]!.tags.push('BEST_OUTPUT');
  scored[
    argBest(
      routes.map((r) => r.feesUsd),
      lt,
    )
  ]!.tags.push('CHEAP');
  scored[
    argBest(
      routes.map((r) => r.seconds),
      lt,
    )
  ]!.tags.push('FAST');
  scored[
    argBest(
      routes.map((r) => r.spreadBps),
      lt,
    )
  ]!.tags.push('LOW_SLIPPAGE');
  scored[argBest(weighted, gt)]!.tags.unshift('BEST');
  return scored;
}
