import type { QuoteRequest, QuotesResult } from '../types';
import {
  NoMatchingRouteError,
  ProviderNotAllowedError,
  RouteMismatchError,
} from './mismatchErrors';
import { providerProblem, routeProblems } from './routeMatchesRequest';

/**
 * The routes of a `/quotes` answer that match the request. The others are left out and reported
 * to integrators in the console (the widget's events will carry them too); when none is left,
 * the answer is a `NoMatchingRouteError`, never an empty list that would read as "no route".
 */
export function keepMatchingRoutes(result: QuotesResult, request: QuoteRequest): QuotesResult {
  const rejected: RouteMismatchError[] = [];
  const quotes = result.quotes.filter((route) => {
    const problems = routeProblems(route, request);
    if (problems.length > 0) {
      const Rejection = providerProblem(route, request)
        ? ProviderNotAllowedError
        : RouteMismatchError;
      rejected.push(new Rejection(route.routeId, problems));
    }
    return problems.length === 0;
  });
  if (rejected.length === 0) return result;
  console.warn(`[swap-widget] ${rejected.length} route(s) left out:`, ...rejected);
  if (quotes.length === 0) throw new NoMatchingRouteError(rejected);
  return { ...result, quotes };
}
