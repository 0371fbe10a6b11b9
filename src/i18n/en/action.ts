import { defineSection } from '../../lib/messages';

/** The main button (the review's own words are in `review.ts`). */
export const actionMessages = defineSection('action', {
  connect: 'Connect wallet',
  connectSolana: 'Connect wallet (Solana)',
  connectTron: 'Connect Tron wallet',
  connectCosmos: 'Connect Cosmos wallet',
  insufficient: 'Insufficient {symbol} balance',
  insufficientNoSymbol: 'Insufficient balance',
  insufficientForFee: 'Not enough {symbol} for the network fee',
  enterRecipient: 'Enter a recipient address',
  enterValidRecipient: 'Enter a valid recipient address',
  findingRoutes: 'Finding routes…',
  routesUnavailable: 'Routes unavailable',
  noRoute: 'No route found',
  selectRoute: 'Select a route',
  notExecutable: 'Route not executable (it runs on a network this widget does not know)',
  routesExpired: 'Routes expired — refreshing',
  updatingForWallet: 'Updating routes for your wallet…',
  review: 'Review {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'The review could not be loaded. Reload the page to try again.',
});
