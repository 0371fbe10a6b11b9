import { defineSection } from '../../lib/messages';

/**
 * The token buttons, and what the picker dialog says the same way (`tokenPicker.ts` has the
 * rest).
 */
export const pickersMessages = defineSection('pickers', {
  /**
   * A token button's name: what it shows ("USDC Sandbox Ethereum"), first and whole, so a
   * voice-control user can say it (WCAG 2.5.3), then its side.
   */
  sourceToken: '{shown}, source token',
  destinationToken: '{shown}, destination token',
  payWith: 'You pay with',
  receive: 'You receive',
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
  /** A token the integrator fixed: its button's description. */
  fixed: 'Set by this site',
});
