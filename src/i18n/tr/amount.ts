import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Ödeyeceğiniz',
  youReceive: 'Alacağınız',
  balance: 'Bakiye: {amount}',
  balanceLoading: 'Bakiye: …',
  max: 'Maks',
  insufficientBalance: 'Yetersiz bakiye',
  fixed: 'Bu site tarafından belirlendi',
  noDecimals: '{symbol} ondalık basamak içermez: bir tam sayı girin.',
  tooManyDecimals: {
    one: '{symbol} en fazla {count} ondalık basamak içerir.',
    other: '{symbol} en fazla {count} ondalık basamak içerir.',
  },
  notANumber: '1.234,5 gibi bir sayı girin.',
};
