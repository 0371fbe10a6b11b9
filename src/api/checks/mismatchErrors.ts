import { WidgetError } from '../errors';

/**
 * The API answered with something other than what was asked: a route for another pair, amount,
 * wallet or recipient, or steps that do not lead from the route's source to its destination. Such
 * an answer is never shown nor signed. `problems` says exactly what differed, for developers.
 */
export class RouteMismatchError extends WidgetError {
  override name = 'RouteMismatchError';
  readonly routeId: string;
  readonly problems: readonly string[];
  constructor(routeId: string, problems: readonly string[]) {
    super(
      'UNTRUSTED_RESPONSE',
      'The routing service sent a route that does not match your request. It was left out.',
      { details: `route ${routeId.slice(0, 100)}: ${problems.join('; ')}` },
    );
    this.routeId = routeId;
    this.problems = problems;
  }
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
export class StepsMismatchError extends WidgetError {
  override name = 'StepsMismatchError';
  readonly problems: readonly string[];
  constructor(routeId: string, problems: readonly string[]) {
    super(
      'UNTRUSTED_RESPONSE',
      'The routing service sent steps that do not match the route you chose. Nothing was signed.',
      { details: `route ${routeId.slice(0, 100)}: ${problems.join('; ')}` },
    );
    this.problems = problems;
  }
}
