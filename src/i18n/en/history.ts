import { defineSection } from '../messages';

/** The swap history dialog (loaded on demand, its words with it). */
export const historyMessages = defineSection('history', {
  title: 'Swap history',
  empty: 'No swaps yet.',
  pastSwaps: 'Past swaps',
  clear: 'Clear history',
  clearHint: 'Swaps in progress, and any with a transaction still pending, are kept.',
  sent: 'Sent',
  received: 'Received',
  showProgress: 'Show progress',
  pair: '{from} → {to}',
  amount: '{amount} {symbol}',
  statusDone: 'Complete',
  statusPartial: 'Partly complete',
  statusFailed: 'Failed',
  statusStopped: 'Stopped',
  statusRunning: 'In progress',
  statusCancelled: 'Cancelled',
  receivedUnknown: 'Not known',
  receivedOtherToken: 'Another token than asked; check your wallet',
  receivedNothing: 'Nothing recorded',
  receivedCancelled: 'Nothing, cancelled',
  receivedNotYet: 'Not yet',
  sourceTransaction: 'Source transaction',
  destinationTransaction: 'Destination transaction',
  justNow: 'just now',
});
