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
  selectSource: 'Ödeme yapacağınız tokeni seçin.',
  selectDestination: 'Alacağınız tokeni seçin.',
  sameToken: 'İki farklı token seçin.',
  enterAmount: 'Bir miktar girin.',
  notEnough: 'Yetersiz bakiye: yeterli {symbol} yok.',
  recipientNeededEvm: 'Tokenleri almak için bir EVM adresi girin.',
  recipientNeededSol: 'Tokenleri almak için bir Solana adresi girin.',
  recipientNeededTron: 'Tokenleri almak için bir Tron adresi girin.',
  recipientNeededCosmos: 'Tokenleri almak için bir Cosmos adresi girin.',
  recipientBurn:
    'Bu, yalnızca teklifler için kullanılan bir yakma adresi; kimse bu adresten harcama yapamaz.',
  recipientZero: 'Sıfır adresi token alamaz.',
  recipientInvalid: 'Geçerli bir {network} adresi değil.',
  recipientFailed: 'Alıcı alanı yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
};
