import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Sie zahlen',
  youReceive: 'Sie erhalten',
  balance: 'Guthaben: {amount}',
  balanceLoading: 'Guthaben: …',
  max: 'Max',
  insufficientBalance: 'Guthaben reicht nicht aus',
  fixed: 'Von dieser Seite festgelegt',
  noDecimals: '{symbol} hat keine Nachkommastellen: Geben Sie eine ganze Zahl ein.',
  tooManyDecimals: {
    one: '{symbol} hat höchstens {count} Nachkommastelle.',
    other: '{symbol} hat höchstens {count} Nachkommastellen.',
  },
  notANumber: 'Geben Sie eine Zahl wie 1.234,5 ein.',
};
