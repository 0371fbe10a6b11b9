import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Você paga',
  youReceive: 'Você recebe',
  balance: 'Saldo: {amount}',
  balanceLoading: 'Saldo: …',
  max: 'Máx.',
  insufficientBalance: 'Saldo insuficiente',
  fixed: 'Definido por este site',
  noDecimals: '{symbol} não tem casas decimais: insira um número inteiro.',
  tooManyDecimals: {
    one: '{symbol} tem no máximo {count} casa decimal.',
    many: '{symbol} tem no máximo {count} de casas decimais.',
    other: '{symbol} tem no máximo {count} casas decimais.',
  },
  notANumber: 'Insira um número como 1.234,5.',
};
