import { defineSection } from '../../lib/messages';

/** "You pay", "You receive", the recipient, and what keeps a quote from being asked. */
export const amountMessages = defineSection('amount', {
  youPay: 'You pay',
  youReceive: 'You receive',
  balance: 'Balance: {amount}',
  balanceLoading: 'Balance: …',
  max: 'Max',
  insufficientBalance: 'Insufficient balance',
  fixed: 'Set by this site',
  noDecimals: '{symbol} has no decimals: enter a whole number.',
  tooManyDecimals: {
    one: '{symbol} has at most {count} decimal.',
    other: '{symbol} has at most {count} decimals.',
  },
  notANumber: 'Enter a number such as 1,234.5.',
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
