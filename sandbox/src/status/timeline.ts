import { deriveTxnHash } from './hashes';
import type { StatusQuery, StatusReport, StatusSource } from './statusSource';

/**
 * SIMULATED status: a timeline, not a ledger. A step is `in-progress` from the first `/status`
 * call for its transaction for its estimated time scaled down (`msPerEstimatedSecond`, capped at
 * 2.5 s), then `success`. It never looks at a chain: the chains engineer's ledger-backed
 * `StatusSource` replaces it.
 */
const MAX_IN_PROGRESS_MS = 2_500;

export function createTimeline(msPerEstimatedSecond: number): StatusSource {
  const firstSeen = new Map<string, number>();
  return {
    status({ route, step, txnHash, now }: StatusQuery): StatusReport {
      const key = `${route.route.routeId}|${step.stepId}|${txnHash ?? ''}`;
      const start = firstSeen.get(key) ?? now;
      if (!firstSeen.has(key)) firstSeen.set(key, start);
      const duration = Math.min(
        MAX_IN_PROGRESS_MS,
        step.estimatedTimeInSeconds * msPerEstimatedSecond,
      );
      if (now - start < duration) return { status: 'in-progress' };
      const crossChain = step.from.chainId !== step.to.chainId;
      return crossChain
        ? { status: 'success', destTxnHash: deriveTxnHash(step.to.networkType, key) }
        : { status: 'success' };
    },
  };
}
