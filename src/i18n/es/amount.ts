import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Pagas',
  youReceive: 'Recibes',
  balance: 'Saldo: {amount}',
  balanceLoading: 'Saldo: …',
  max: 'Máx.',
  insufficientBalance: 'Saldo insuficiente',
  fixed: 'Fijado por este sitio',
  noDecimals: '{symbol} no tiene decimales: introduce un número entero.',
  tooManyDecimals: {
    one: '{symbol} tiene como máximo {count} decimal.',
    many: '{symbol} tiene como máximo {count} de decimales.',
    other: '{symbol} tiene como máximo {count} decimales.',
  },
  notANumber: 'Introduce un número como 1.234,5.',
};
