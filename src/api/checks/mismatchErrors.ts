import { WidgetError } from '../errors';

/**
 * An answer about one route that is not what it must be; `problems` says exactly what differed,
 * for developers. Such an answer is never shown nor signed. Each kind says it in its own
 * `shortMessage` (a static field, so a kind is its name and its words).
 */
abstract class RouteProblemsError extends WidgetError {
  static readonly shortMessage: string;
  readonly routeId: string;
  readonly problems: readonly string[];
  constructor(routeId: string, problems: readonly string[]) {
    super('UNTRUSTED_RESPONSE', (new.target as typeof RouteProblemsError).shortMessage, {
      details: `route ${routeId.slice(0, 100)}: ${problems.join('; ')}`,
    });
    this.routeId = routeId;
    this.problems = problems;
  }
}

/**
 * The API answered with something other than what was asked: a route for another pair, amount,
 * wallet or recipient, or steps that do not lead from the route's source to its destination.
 */
export class RouteMismatchError extends RouteProblemsError {
  override name = 'RouteMismatchError';
  static override readonly shortMessage =
    'The routing service sent a route that does not match your request. It was left out.';
}

/** Every route of an answer was left out: nothing can be shown. */
export class NoMatchingRouteError extends WidgetError {
  override name = 'NoMatchingRouteError';
  readonly rejected: readonly RouteMismatchError[];
  constructor(rejected: readonly RouteMismatchError[]) {
    super(
      'UNTRUSTED_RESPONSE',
      'The routing service sent routes that do not match your request, so none is shown. Try again later.',
      { details: rejected.map((e) => e.details).join(' | ') },
    );
    this.rejected = rejected;
  }
}

/** `/createTx` steps that do not carry out the route the user reviewed. */
export class StepsMismatchError extends RouteProblemsError {
  override name = 'StepsMismatchError';
  static override readonly shortMessage =
    'The routing service sent steps that do not match the route you chose. Nothing was signed.';
}

/**
 * `/quick-swap` transactions that do not carry out the route they came with: another route or
 * step, a missing or extra transaction, or a route that is not an approval plus one swap.
 */
export class TxnsMismatchError extends RouteProblemsError {
  override name = 'TxnsMismatchError';
  static override readonly shortMessage =
    'The routing service sent transactions that do not match its route. Nothing was signed.';
}

/**
 * A `/quick-swap` route that is not the swap the user reviewed: another provider, pair, input
 * amount or recipient. Its transactions are never signed.
 */
export class QuickSwapMismatchError extends RouteProblemsError {
  override name = 'QuickSwapMismatchError';
  static override readonly shortMessage =
    'The routing service offered a different swap from the one you reviewed. Nothing was signed.';
}
