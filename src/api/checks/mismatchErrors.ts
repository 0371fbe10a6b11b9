import { routeChecksMessages } from '../../i18n/en/routeChecks';
import { type MessageRef, messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';

/**
 * An answer about one route that is not what it must be; `problems` says exactly what differed,
 * for developers. Such an answer is never shown nor signed. Each kind says it in its own words
 * (`words`, a static catalogue entry, so a kind is its name and its words). The kinds a swap
 * raises once it starts are in `swapMismatchErrors.ts`: a static entry is kept by the bundler
 * wherever its class is imported, so they stay out of the quote screen's load.
 */
export abstract class RouteProblemsError extends WidgetError {
  static readonly words: MessageRef;
  readonly routeId: string;
  readonly problems: readonly string[];
  constructor(routeId: string, problems: readonly string[]) {
    super('UNTRUSTED_RESPONSE', (new.target as typeof RouteProblemsError).words, {
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
  static override readonly words = messageRef(routeChecksMessages, 'routeMismatch');
}

/**
 * A route from a provider the request left out (not in its `include`, or in its `exclude`): the
 * integrator's lists or the user's settings do not allow it.
 */
export class ProviderNotAllowedError extends RouteMismatchError {
  override name = 'ProviderNotAllowedError';
  static override readonly words = messageRef(routeChecksMessages, 'providerNotAllowed');
}

/** Every route of an answer was left out: nothing can be shown. */
export class NoMatchingRouteError extends WidgetError {
  override name = 'NoMatchingRouteError';
  readonly rejected: readonly RouteMismatchError[];
  constructor(rejected: readonly RouteMismatchError[]) {
    super('UNTRUSTED_RESPONSE', messageRef(routeChecksMessages, 'noMatchingRoute'), {
      details: rejected.map((e) => e.details).join(' | '),
    });
    this.rejected = rejected;
  }
}
