import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: 'Yönlendirme hizmeti isteği reddetti.',
  RATE_LIMITED: 'Yönlendirme hizmeti meşgul. Birazdan tekrar deneyin.',
  NETWORK_ERROR: 'Yönlendirme hizmetine ulaşılamadı. Bağlantınızı kontrol edin.',
  TIMEOUT: 'Yönlendirme hizmeti çok geç yanıt verdi. Tekrar deneyin.',
  ABORTED: 'İstek iptal edildi.',
  INVALID_RESPONSE: 'Yönlendirme hizmeti beklenmeyen bir yanıt gönderdi.',
  API_ERROR: 'Yönlendirme hizmeti bir hata bildirdi.',
  QUOTE_EXPIRED: 'Bu teklifin süresi doldu. Devam etmek için yeni bir teklif alın.',
  INVALID_REQUEST: 'İstek geçerli değil.',
  UNTRUSTED_RESPONSE: 'Yönlendirme hizmeti, istenenden farklı bir yanıt verdi.',
  RPC_ERROR: 'Ağ okunamadı. Tekrar deneyin.',
  INVALID_TOKEN: 'Bu token kontrol edilemedi.',
  UNSUPPORTED_NETWORK: 'Bu ağ desteklenmiyor.',
  CONFIG_ERROR: 'Widget doğru yapılandırılmamış.',
  SANDBOX_UNAVAILABLE: 'Sandbox kullanılamıyor.',
  USER_REJECTED: 'İstek cüzdanda reddedildi.',
  WRONG_NETWORK: 'Cüzdan başka bir ağda.',
  INSUFFICIENT_BALANCE: 'Cüzdanda bu işlem için yeterli bakiye yok.',
  WALLET_ERROR: 'Cüzdan isteği tamamlayamadı. Tekrar deneyin.',
  TRANSACTION_FAILED: 'İşlem başarısız oldu.',
  UNSAFE_TRANSACTION: 'İşlem imzalanmadı: bu takasın göndermesi gereken işlem bu değil.',
  EFFECT_NOT_CHECKED: 'İşlemin bakiyelerinize etkisi kontrol edilemedi.',
  UNKNOWN: 'Bir şeyler ters gitti. Tekrar deneyin.',
};
