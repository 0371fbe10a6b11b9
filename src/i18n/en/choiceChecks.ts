import { defineSection } from '../../lib/messages';

/**
 * What keeps a quote from being asked (no token, the same token twice, no amount, too little
 * balance), and what a recipient must be: said by the routes' and the recipient's code, which load
 * after the first paint, so these words are not in the first load.
 */
export const choiceChecksMessages = defineSection('choiceChecks', {
  selectSource: 'Select the token you pay with.',
  selectDestination: 'Select the token you receive.',
  sameToken: 'Choose two different tokens.',
  enterAmount: 'Enter an amount.',
  notEnough: 'Insufficient balance: you do not have enough {symbol}.',
  // One sentence per network type: the article depends on the name ("an EVM", "a Solana").
  recipientNeededEvm: 'Enter an EVM address to receive the tokens.',
  recipientNeededSol: 'Enter a Solana address to receive the tokens.',
  recipientNeededTron: 'Enter a Tron address to receive the tokens.',
  recipientNeededCosmos: 'Enter a Cosmos address to receive the tokens.',
  recipientBurn: 'That is a burn address used only for quotes; nobody can spend from it.',
  recipientZero: 'The zero address cannot receive tokens.',
  recipientInvalid: 'Not a valid {network} address.',
  recipientFailed: 'The recipient field could not be loaded. Reload the page to try again.',
});
