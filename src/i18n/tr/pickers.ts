import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, kaynak token',
  destinationToken: '{shown}, hedef token',
  payWith: 'Ödeyeceğiniz token',
  receive: 'Alacağınız token',
  anyChain: 'Herhangi bir zincir',
  loading: 'Yükleniyor…',
  notLoaded: 'Yüklenmedi',
  unknownToken: 'Bilinmeyen token',
  selectToken: 'Token seç',
  dialogFailed: 'Token listesi yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
  unknownWarning: 'Doğrulanmış listede yok — işlem yapmadan önce adresi kontrol edin.',
  flaggedWarning:
    'İşaretlenmiş token: dolandırıcılık olabilir veya beklenmedik şekilde davranabilir.',
  notOffered: 'Kullanılamıyor',
  notOfferedWarning: 'Burada sunulmuyor. Başka bir token seçin.',
  fixed: 'Bu site tarafından belirlendi',
};
