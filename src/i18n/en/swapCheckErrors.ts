import { defineSection } from '../../lib/messages';

/**
 * What the widget refuses of the routing service's answers once a swap starts
 * (`checks/swapMismatchErrors.ts`, a route gone at Confirm swap): apart from `apiErrors.ts`, so
 * these words load with the code that raises them, not with the quote screen.
 */
export const swapCheckErrorMessages = defineSection('swapCheckErrors', {
  stepsMismatch:
    'The routing service sent steps that do not match the route you chose. Nothing was signed.',
  txnsMismatch:
    'The routing service sent transactions that do not match its route. Nothing was signed.',
  quickSwapMismatch:
    'The routing service offered a different swap from the one you reviewed. Nothing was signed.',
  routeGone: 'This route is no longer offered. Choose another route.',
});
