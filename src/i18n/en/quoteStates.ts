import { defineSection } from '../../lib/messages';

/**
 * What the routes panel says instead of routes: a failed chain or token list, a failed quote, no
 * route. Loaded with the panel's answer, not with the page.
 */
export const quoteStatesMessages = defineSection('quoteStates', {
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
  outOfDate: 'These routes may be out of date: they could not be refreshed.',
  offlineOutOfDate:
    'These routes may be out of date: you are offline. They refresh once you are back online.',
  offline: 'You are offline. Routes load once you are back online.',
});
