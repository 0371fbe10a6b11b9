import { defineSection } from '../../lib/messages';

/** "You pay", "You receive", and what the amount field says of the amount typed. */
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
});
