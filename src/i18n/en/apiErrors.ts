import { defineSection } from '../../lib/messages';

/**
 * The routing service's failures, as `src/api/errors.ts` raises them, and an answer too large
 * (`responseLimits.ts`). The routes the widget refuses are `routeChecks.ts`, which loads with them.
 * What it refuses once a swap starts is in `swapCheckErrors.ts`, which loads with that code.
 */
export const apiErrorMessages = defineSection('apiErrors', {
  rateLimitedIn: 'The routing service is busy. Try again in {seconds} s.',
  rateLimited: 'The routing service is busy. Try again in a moment.',
  serviceTroubleHttp:
    'The routing service is having trouble right now (HTTP {status}). Try again shortly.',
  serviceTrouble: 'The routing service is having trouble right now. Try again shortly.',
  refusedHttp: 'The routing service refused the request (HTTP {status}).',
  network: 'Could not reach the routing service. Check your connection.',
  timeout: 'The routing service took too long to answer. Try again.',
  aborted: 'The request was cancelled.',
  invalidResponse: 'The routing service sent an unexpected answer.',
  badRequest: 'The routing service rejected the request.',
  notFound: 'The routing service does not know this route or step any more. Get a new quote.',
  apiError: 'The routing service reported an error ({code}).',
  quoteExpired: 'This quote has expired. Get a fresh quote to continue.',
  unknown: 'Something went wrong. Try again.',
  tooLarge: 'The routing service sent more data than the widget accepts.',
});
