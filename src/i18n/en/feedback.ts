import { defineSection } from '../messages';

/** Failed lists, quotes and wallet support, the empty answer, and the sandbox badge. */
export const feedbackMessages = defineSection('feedback', {
  chainsFailed: 'The list of networks could not be loaded.',
  tokensFailed: 'The token list could not be loaded, so the chosen token cannot be checked.',
  retry: 'Retry',
  retrying: 'Retrying…',
  noRoute: 'No route found for this pair and amount. Try another amount or token.',
  noRouteFiltered:
    'No route found for this pair and amount with your provider filter ({filter}). Clear it, or try another amount or token.',
  filterOnly: 'only {providers}',
  filterExcluding: 'excluding {providers}',
  clearFilters: 'Clear provider filters',
  sandbox: 'Sandbox',
  sandboxDescription: 'Test network — no real funds are involved',
  walletStackFailed: 'The {network} wallet support could not be loaded.',
});
