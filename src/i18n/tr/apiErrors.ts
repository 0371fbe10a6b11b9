import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: 'Yönlendirme hizmeti meşgul. {seconds} sn sonra tekrar deneyin.',
  rateLimited: 'Yönlendirme hizmeti meşgul. Birazdan tekrar deneyin.',
  serviceTroubleHttp:
    'Yönlendirme hizmeti şu anda sorun yaşıyor (HTTP {status}). Kısa süre sonra tekrar deneyin.',
  serviceTrouble: 'Yönlendirme hizmeti şu anda sorun yaşıyor. Kısa süre sonra tekrar deneyin.',
  refusedHttp: 'Yönlendirme hizmeti isteği reddetti (HTTP {status}).',
  network: 'Yönlendirme hizmetine ulaşılamadı. Bağlantınızı kontrol edin.',
  timeout: 'Yönlendirme hizmeti çok geç yanıt verdi. Tekrar deneyin.',
  aborted: 'İstek iptal edildi.',
  invalidResponse: 'Yönlendirme hizmeti beklenmeyen bir yanıt gönderdi.',
  badRequest: 'Yönlendirme hizmeti isteği kabul etmedi.',
  notFound: 'Yönlendirme hizmeti bu rotayı veya adımı artık tanımıyor. Yeni bir teklif alın.',
  apiError: 'Yönlendirme hizmeti bir hata bildirdi ({code}).',
  quoteExpired: 'Bu teklifin süresi doldu. Devam etmek için yeni bir teklif alın.',
  unknown: 'Bir şeyler ters gitti. Tekrar deneyin.',
  tooLarge: "Yönlendirme hizmeti, widget'ın kabul ettiğinden fazla veri gönderdi.",
};
