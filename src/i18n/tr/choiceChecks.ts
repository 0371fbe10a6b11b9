import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
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
