import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: 'Takas ayrıntıları',
  reviewTitle: 'Takasınızı inceleyin',
  rateChanged:
    'Kur değişti: artık {amount} alacaksınız, en az {newMinimum}. İncelediğiniz minimum {minimum} idi.',
  acceptAndSwap: 'Yeni kuru kabul et ve takas et',
  confirmSwap: 'Takası onayla',
  confirmRecipientFirst: 'Önce tokenlerin nereye gideceğini onaylayın.',
  newQuote: 'Yeni teklif al',
  rememberedRecipient: 'Önceki bir ziyaretten hatırlandı ve bağlı cüzdanınız değil.',
  confirmRecipient: 'Tokenlerin {address} adresine gideceğini onaylıyorum',
  recipientChecking: 'Alıcının {chain} üzerinde bir sözleşme olup olmadığı kontrol ediliyor…',
  recipientIsContract:
    'Alıcı, {chain} üzerinde bir cüzdan değil, bir sözleşme. Tokenleri aktaramayan bir sözleşmeye gönderilen tokenler kalıcı olarak kaybolur.',
  acknowledgeContract: 'Alıcının bir sözleşme olduğunu anlıyorum',
  recipientNotChecked:
    'Alıcının sözleşme kodu olup olmadığı kontrol edilemedi: {reason} Onaylamadan önce {chain} üzerinde {symbol} alabildiğinden emin olun.',
  checkingRecipientFirst: 'Önce alıcı kontrol ediliyor.',
  acknowledgeContractFirst: 'Önce alıcının bir sözleşme olduğunu anladığınızı onaylayın.',
  toYourWallet: 'Alıcı: {network} cüzdanınız',
  toConnectedWallet: 'Alıcı: cüzdanınız',
  youPay: 'Ödeyeceğiniz',
  youReceive: 'Alacağınız (tahmini)',
  minimumReceived: 'Alınacak minimum',
  slippage: 'Kayma',
  estimatedTime: 'Tahmini süre',
  networkCost: 'Ağ maliyeti',
  noNetworkCost: 'Cüzdanınızdan yok',
  rate: 'Kur',
  priceImpact: 'Fiyat etkisi',
  priceImpactUnknown: 'Bilinmiyor (USD fiyatı yok)',
  amountOnChain: '{chain} üzerinde {amount}',
  approval: 'Onay',
  unlimitedApproval:
    'Onay gerekirse {chain} üzerinde sınırsız {symbol} onayı (ayarınız). İzin verilen sözleşme, cüzdanınız sormadan önce belirtilir.',
  acceptImpact: '{percent} fiyat etkisini kabul ediyorum',
  acceptUnknownImpact: 'Alacağım şeyin değerinin bilinmediğini kabul ediyorum',
  acceptImpactFirst: 'Önce fiyat etkisini kabul edin.',
  simulatedEffect: 'Simüle edilen etki',
  effectLoading: 'Bu takasın bakiyelerinize etkisi simüle ediliyor…',
  effectNoWallet: 'Bu takasın bakiyelerinize etkisini görmek için cüzdanınızı bağlayın.',
  effectNoSimulation:
    'Bu ağın düğümü, bu takasın bakiyelerinize etkisini simüle edemiyor. Cüzdanınız yine de imzalamadan önce işlemi gösterir.',
  effectNetwork: 'Bu takasın bakiyelerinize etkisi {chain} üzerinde henüz simüle edilmiyor.',
  effectNothingToSign:
    'Cüzdanınız şimdilik {chain} üzerinde hiçbir şey imzalamıyor; sonraki bir işlem, cüzdanınız sormadan önce etkisini gösterir.',
  effectBudget:
    'Yönlendirme hizmetinin istek sınırını takasınıza saklamak için şimdi simüle edilmedi. “Takası onayla”, herhangi bir şey imzalanmadan önce işlemi kontrol eder ve her adım, cüzdanınız sormadan önce etkisini gösterir.',
  effectQuickSwap:
    'Bu takasın işlemi, “Takası onayla” ile alınan yeni teklifle gelir: etkisi o zaman simüle edilir ve cüzdanınız sormadan önce gösterilir.',
  effectOrder: 'İlk adım bir işlem değil, bir emir imzalar: simüle edilecek bir işlem yok.',
  effectFailed:
    'Etki simüle edilemedi: {reason} “Takası onayla”, herhangi bir şey imzalanmadan önce işlemi yeniden kontrol eder.',
  effectNoChange: 'Bakiyelerinizde değişiklik yok.',
  effectLater: 'Sonraki her işlem, cüzdanınız sormadan önce kendi etkisini gösterir.',
  signatures: 'İmzalar',
  signatureOnChain: '{chain} üzerinde {signature}',
  signatureIfAsked: '{signature}, istenirse',
};
