import type { QuickSwapResult } from '../parse/parseQuickSwapResponse';
import type { QuoteRequest, Route, TxnData } from '../types';
import { NoMatchingRouteError, RouteMismatchError } from './mismatchErrors';
import { routeProblems } from './routeMatchesRequest';
import { TxnsMismatchError } from './swapMismatchErrors';

/**
 * A `/quick-swap` answer (docs/routing-api.md §4.8) checked before anything is shown or signed:
 * its route must answer the request, like every `/quotes` route (`routeProblems`; otherwise a
 * `NoMatchingRouteError`), and its transactions must carry out that route (`txnsProblems`;
 * otherwise a `TxnsMismatchError`). No route (`route: null`) passes as it is.
 */
export function checkQuickSwap(result: QuickSwapResult, request: QuoteRequest): QuickSwapResult {
  const { route, txns } = result;
  if (!route) return result;
  const mismatch = routeProblems(route, request);
  if (mismatch.length > 0) {
    throw new NoMatchingRouteError([new RouteMismatchError(route.routeId, mismatch)]);
  }
  const problems = txnsProblems(route, txns);
  if (problems.length > 0) throw new TxnsMismatchError(route.routeId, problems);
  return result;
}

/**
 * What is wrong with `/quick-swap` transactions for their route; empty when they carry it out.
 * The route is at most an approval plus one swap, and there is one transaction per step, in the
 * steps' order, naming that step (and the route, when it names one) on the step's network.
 */
export function txnsProblems(route: Route, txns: readonly TxnData[]): string[] {
  const problems: string[] = [];
  const types = route.steps.map((s) => s.stepType);
  const shape = types.join(', ');
  if (!(shape === 'swap' || shape === 'approval, swap')) {
    problems.push(`steps are ${shape.slice(0, 100) || 'none'}, not at most an approval and a swap`);
  }
  if (txns.length !== route.steps.length) {
    problems.push(`${txns.length} transaction(s) for ${route.steps.length} step(s)`);
  }
  route.steps.forEach((step, i) => {
    const txn = txns[i];
    if (!txn) return;
    if (txn.stepId !== step.stepId) {
      problems.push(`txn ${i} is for step ${String(txn.stepId).slice(0, 100)}, not ${step.stepId}`);
    }
    if (txn.routeId !== undefined && txn.routeId !== route.routeId) {
      problems.push(`txn ${i} is for route ${txn.routeId.slice(0, 100)}`);
    }
    if (txn.skipTxn) problems.push(`txn ${i} has nothing to sign`);
    if (step.from.networkType !== undefined && txn.networkType !== step.from.networkType) {
      problems.push(`txn ${i} is on ${txn.networkType}, its step on ${step.from.networkType}`);
    }
  });
  return problems;
}
