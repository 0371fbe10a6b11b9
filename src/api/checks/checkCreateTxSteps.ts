import type { CreateTxResult, Route } from '../types';
import { stepsProblems } from './stepsMatchRoute';
import { StepsMismatchError } from './swapMismatchErrors';

/**
 * `/createTx` answers for `route`: same route id, and steps that carry it out (approvals
 * included). Throws `StepsMismatchError` otherwise; run before anything is signed.
 */
export function checkCreateTxSteps(route: Route, result: CreateTxResult): CreateTxResult {
  const problems =
    result.routeId === route.routeId
      ? stepsProblems(result.steps, route)
      : [`answer is for route ${result.routeId.slice(0, 100)}`];
  if (problems.length > 0) throw new StepsMismatchError(route.routeId, problems);
  return result;
}
