import { defineSection } from '../messages';

/**
 * The token buttons, and what the picker dialog says the same way (`tokenPicker.ts` has the
 * rest).
 */
export const pickersMessages = defineSection('pickers', {
  selectSource: 'Select source token',
  selectDestination: 'Select destination token',
  payWith: 'You pay with',
  receive: 'You receive',
  tokenOnChain: '{symbol} on {chain}',
  withCurrent: '{action} ({current})',
  anyChain: 'Any chain',
  loading: 'Loading…',
  notLoaded: 'Not loaded',
  unknownToken: 'Unknown token',
  selectToken: 'Select token',
  dialogFailed: 'The token list could not be loaded. Reload the page to try again.',
  unknownWarning: 'Not on the verified list — check the address before you trade.',
  flaggedWarning: 'Flagged token: it may be a scam or behave unexpectedly.',
  notOffered: 'Not available',
  notOfferedWarning: 'Not offered here. Choose another token.',
  /** A token the integrator fixed: the button's name, its value and, as description, `fixed`. */
  fixedToken: '{title}: {current}',
  fixed: 'Set by this site',
});
