import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: 'Cüzdan bağla',
  connectSolana: 'Cüzdan bağla (Solana)',
  connectTron: 'Tron cüzdanı bağla',
  connectCosmos: 'Cosmos cüzdanı bağla',
  insufficient: 'Yetersiz {symbol} bakiyesi',
  insufficientNoSymbol: 'Yetersiz bakiye',
  insufficientForFee: 'Ağ ücreti için yeterli {symbol} yok',
  enterRecipient: 'Alıcı adresi girin',
  enterValidRecipient: 'Geçerli bir alıcı adresi girin',
  findingRoutes: 'Rotalar aranıyor…',
  routesUnavailable: 'Rotalar kullanılamıyor',
  noRoute: 'Rota bulunamadı',
  selectRoute: 'Bir rota seçin',
  notExecutable: 'Rota yürütülemez (widget bu rotanın çalıştığı ağı tanımıyor)',
  routesExpired: 'Rotaların süresi doldu — yenileniyor',
  updatingForWallet: 'Rotalar cüzdanınız için güncelleniyor…',
  review: 'İncele: {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'İnceleme yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
};
