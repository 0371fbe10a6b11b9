import { defineSection } from '../../lib/messages';

/**
 * The routes the widget refuses of an answer (`api/checks/mismatchErrors.ts`): said by the checks,
 * which load with the first quote request, so these words are not in the first load.
 */
export const routeChecksMessages = defineSection('routeChecks', {
  routeMismatch:
    'The routing service sent a route that does not match your request. It was left out.',
  providerNotAllowed:
    'The routing service sent a route from a provider this widget does not use. It was left out.',
  noMatchingRoute:
    'The routing service sent routes that do not match your request, so none is shown. Try again later.',
});
