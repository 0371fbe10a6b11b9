import type { Asset, Step } from '../types';
import { sameAddress } from './sameAddress';

type Ends = {
  from: Pick<Asset, 'chainId' | 'address'>;
  to: Pick<Asset, 'chainId' | 'address'>;
  inputAmount?: bigint | undefined;
};

const sameAsset = (a: Pick<Asset, 'chainId' | 'address'>, b: Pick<Asset, 'chainId' | 'address'>) =>
  a.chainId === b.chainId && sameAddress(a.address, b.address);

const label = (a: Pick<Asset, 'chainId' | 'address'>) =>
  `${a.chainId.slice(0, 40)}:${a.address.slice(0, 64)}`;

/**
 * What is wrong with a list of steps for a route (`/quotes` steps, or the `/createTx` steps before
 * anything is signed); empty when they carry it out. The first step starts from the route's
 * source and spends no more than its input, the last ends at its destination, and each step
 * starts where the previous one ended.
 * An approval spends nothing: it must approve the asset the next step spends, on its chain.
 */
export function stepsProblems(steps: readonly Step[], route: Ends): string[] {
  if (steps.length === 0) return ['no steps'];
  const problems: string[] = [];
  const moves = steps.filter((s) => s.stepType !== 'approval');
  steps.forEach((step, i) => {
    if (step.stepType !== 'approval') return;
    const next = steps.slice(i + 1).find((s) => s.stepType !== 'approval');
    if (!sameAsset(step.from, step.to)) problems.push(`approval ${i} changes asset`);
    else if (!next || !sameAsset(step.from, next.from)) {
      problems.push(`approval ${i} approves ${label(step.from)}, not what the next step spends`);
    }
  });
  const [first] = moves;
  const last = moves.at(-1);
  if (!first || !last) return [...problems, 'no step moves funds'];
  if (!sameAsset(first.from, route.from)) {
    problems.push(`first step starts at ${label(first.from)}, not the route's source`);
  }
  if (route.inputAmount !== undefined && first.inputAmount > route.inputAmount) {
    problems.push(
      `first step spends ${first.inputAmount}, more than the route's ${route.inputAmount}`,
    );
  }
  if (!sameAsset(last.to, route.to)) {
    problems.push(`last step ends at ${label(last.to)}, not the route's destination`);
  }
  for (let i = 1; i < moves.length; i++) {
    const before = moves[i - 1];
    const step = moves[i];
    if (before && step && !sameAsset(before.to, step.from)) {
      problems.push(`step ${i} starts at ${label(step.from)}, where step ${i - 1} did not end`);
    }
  }
  return problems;
}
