import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} Hiçbir şey imzalanmadı.',
  ruleSender: 'İşlem sizinkinden farklı bir cüzdandan gönderilecekti.',
  ruleChain: 'İşlem bu adımdan farklı bir ağ için.',
  ruleSpender:
    'Onay, tokenlerinizi takas eden sözleşme yerine başka bir sözleşmenin onları harcamasına izin verecekti.',
  ruleApprovalToken: 'Onay, bu adımın harcadığı tokenden farklı bir token için.',
  ruleApprovalCalldata: 'Onay işlemi basit bir token onayı değil.',
  ruleSpenderToken:
    'Onay, tokenlerinizi takas eden sözleşme yerine bir token sözleşmesinin onları harcamasına izin verecekti.',
  ruleHiddenApproval:
    'Bu adım bir onay olmadığı halde işlem, birinin tokenlerinizi harcamasına izin verecekti.',
  ruleTokenCall: 'İşlem, takası yapan sözleşme yerine bu rotanın bir tokenini doğrudan çağırıyor.',
  ruleValue: 'İşlem, bu adımın gerektirdiğinden daha fazla yerel coininizi gönderecekti.',
  ruleTargetChanged: 'İşlem, bu rota için belirtilenden farklı bir sözleşmeye gidiyor.',
  rulePayloadNetwork: 'Yönlendirme hizmeti başka türde bir ağ için işlem gönderdi.',
  ruleFeePayer: 'İşlemin ücreti cüzdanınız yerine başka bir hesaptan ödenecekti.',
  ruleExtraSigner: 'İşlem, cüzdanınız dışında başka bir hesabın imzasını gerektiriyor.',
  ruleForeignProgram: 'İşlem, bu rotanın parçası olmayan bir programı çağırıyor.',
  ruleOrderType:
    "Cüzdanınızdan, bu widget'ın emir olarak okuyamadığı bir mesajı imzalaması istenecekti.",
  ruleOrderChain: 'Emir bu adımdan farklı bir ağ için.',
  ruleOrderContract:
    'Emir, bu rota için belirtilenden farklı bir sözleşme tarafından gerçekleştirilecekti.',
  ruleOrderMaker: 'Emir sizinkinden farklı bir cüzdandan harcama yapacaktı.',
  ruleOrderInput: 'Emir, bu adımın harcadığından farklı veya daha fazla token verecekti.',
  ruleOrderOutput: 'Emir, bu rotanın vaat ettiğinden farklı bir token ya da daha azını istiyor.',
  ruleOrderMinimum: 'Emir, almayı kabul ettiğiniz minimumdan daha azıyla gerçekleşecekti.',
  ruleOrderRecipient: 'Emir, bu rotanın alıcısından farklı bir adrese ödeme yapacaktı.',
  ruleOrderDeadline: 'Emrin süresi dolmuş ya da emir bir günden uzun süre geçerli kalacaktı.',
  ruleTronEncoding: 'İşlem bütün olarak okunamıyor veya parçaları aynı şeyi söylemiyor.',
  ruleTronTxId: 'İşlem kimliği, imzalanacak işleme ait değil.',
  ruleTronContractType: 'İşlem tek bir sözleşme çağrısı veya TRX transferi değil.',
  ruleApprovalAmount: 'Onay, bu rotanın harcadığından farklı bir miktar için.',
  ruleFeeLimit: "İşlem, ağ ücreti için bu widget'ın izin verdiğinden daha fazla TRX yakabilir.",
  ruleExpiration: 'İşlemin süresi dolmuş ya da işlem bir günden uzun süre geçerli kalacaktı.',
  broadcastRefused:
    'Ağ, imzalı işlemi reddetti ({reason}). İşlem saklanıyor: “Tekrar dene”, süresi dolana kadar işlemi yeniden gönderir.',
  ruleCosmosUnreadable: "Yönlendirme hizmeti, bu widget'ın okuyamadığı bir işlem gönderdi.",
  ruleCosmosMessage: "İşlem, bu widget'ın imzalamadığı türde bir mesaj içeriyor.",
  ruleCosmosInput:
    'İşlem, bu adımın harcadığından farklı bir token veya farklı bir miktar gönderecekti.',
  ruleCosmosReceiver: 'Transfer, bu rotanın alıcısından farklı bir adrese gidecekti.',
  ruleCosmosMemo: "İşlem, bu widget'ın okuyamadığı talimatlar (memo) içeriyor.",
  ruleCosmosMemoRecipient:
    'İşlemin talimatları (memo), bu rotanın alıcısından farklı bir adrese ödeme yapacaktı.',
  ruleCosmosMemoOutput:
    'İşlemin talimatları (memo), bu rotanın vaat ettiğinden farklı bir token ya da daha azını istiyor.',
  ruleCosmosTimeout:
    'Transferin süresi dolmuş ya da transfer bir saatten uzun süre açık kalacaktı.',
  ruleCosmosIbcChannel: 'Transfer, bu rotanın hedefine gitmeyen bir IBC kanalından çıkacaktı.',
  ruleCosmosFee: 'Ağ ücreti, bu rotanın teklif edildiği ücretten çok daha yüksek olacaktı.',
  simulationFailedReason:
    'Bu işlem zincirde başarısız olacaktı ({reason}), bu yüzden cüzdanınızdan imzalaması istenmedi. Hiçbir şey imzalanmadı.',
  simulationFailed:
    'Bu işlem zincirde başarısız olacaktı, bu yüzden cüzdanınızdan imzalaması istenmedi. Hiçbir şey imzalanmadı.',
  effectSend: 'Bu işlem ayrıca cüzdanınızdan {amount} gönderecekti. Hiçbir şey imzalanmadı.',
  effectOverspend:
    'Bu işlem cüzdanınızdan {amount} alacaktı; bu, bu adımın harcadığı {max} tutarından fazla. Hiçbir şey imzalanmadı.',
  effectGrant:
    'Bu işlem ayrıca {spender} için cüzdanınızdan {amount} harcama izni verecekti. Hiçbir şey imzalanmadı.',
  effectGrantAll:
    'Bu işlem ayrıca {spender} için tüm {token} bakiyenizi taşıma izni verecekti. Hiçbir şey imzalanmadı.',
  effectOther:
    'Bu işlem ayrıca hesabınızı bu takasın gerektirmediği bir şekilde değiştirecekti. Hiçbir şey imzalanmadı.',
  effectNotChecked:
    'Bu ağın düğümü, işlemin bakiyelerinize ne yapacağını gösteremiyor. Yine de imzalamak için “Etki kontrol edilmedi” kutusunu işaretleyip tekrar deneyin. Hiçbir şey imzalanmadı.',
  blockhashExpired:
    'Bu işlemin süresi imzalanmadan önce doldu. Devam etmek için işlemi yeniden alın; hiçbir şey imzalanmadı.',
  transactionTooLarge:
    'Bu rotanın Solana işlemi çok büyük ({size} bayt, sınır {limit}). Yeni bir teklif alın; daha az hesap kullanan bir rota sığacaktır.',
  walletMissing: 'Devam etmek için {network} cüzdanınızı bağlayın.',
  unsupportedSignature:
    'Bu adım imzalı bir mesaj istiyor; bu widget bunu yalnızca EVM ağlarında imzalar.',
  unsupportedUntypedSignature:
    'Bu adım cüzdanınızdan düz metin bir mesaj imzalamasını istiyor; bu widget mesajın etkisini kontrol edemediği için mesaj imzalanmadı.',
  unsupportedNetwork: "Bu adım, bu widget'ın henüz imzalayamadığı bir ağda çalışıyor.",
  unsupportedUnknownTransaction:
    'Sayfa kapalıyken cüzdanınız bu adım için bir işlem gönderdi ve işlem bulunamadı. Tekrar denemeden önce cüzdanınızı kontrol edin.',
  maybeSentPending:
    'Cüzdanınızdan bu adım için gönderilen bir işlem hâlâ beklemede. Cüzdanınız onaylandığını gösterene kadar bekleyin, sonra tekrar deneyin; işlem iki kez gönderilmez.',
  sentNotAsked:
    'Cüzdanınız, göndermesi istenen işlemden farklı bir işlem bildirdi; bu yüzden takas bu işlemi takip etmiyor. Tekrar denemeden önce cüzdanınızın etkinliğini kontrol edin.',
  sentUnknown:
    'Cüzdanınız, ağın tanımadığı bir işlem bildirdi; bu yüzden takas bu işlemi takip etmiyor. Tekrar denemeden önce cüzdanınızın etkinliğini kontrol edin.',
  approvalOverBalance:
    'Bu adım, hesabınızdakinden daha fazla {symbol} onaylayacaktı, bu yüzden imzalanmadı. Hiçbir şey imzalanmadı.',
  storedDecimals:
    'Kayıtlı takasa göre {chain} üzerindeki {symbol} {stored} ondalık basamaklı, ancak token listesi veya zincir {actual} diyor: kayıt değiştirilmiş, bu yüzden hiçbir şey imzalanmadı. Yeni bir teklif alın.',
  storedForeignSigner:
    'Bu adım için kaydedilen işlem, bağlı hesaptan farklı bir hesap tarafından imzalanmış; bu yüzden ne gönderildi ne de takip edildi. Hiçbir şey imzalanmadı.',
  orderRefused:
    'Yönlendirme hizmeti imzalı emri reddetti, bu yüzden hiçbir şey taşınmadı. Yeni bir emir imzalamak için tekrar deneyin.',
  revertedReason: 'İşlem zincirde başarısız oldu: {reason}',
  reverted: 'İşlem zincirde başarısız oldu.',
  batchNotSent: 'Cüzdanınız onayı ve takası göndermedi: hiçbir şey gönderilmedi.',
  replacementNotStuck: 'Bu adımda hızlandırılacak veya iptal edilecek bekleyen bir işlem yok.',
  replacementNoCancel: 'Bu adım iptal edilemez: takasın bir kısmı zaten gerçekleşti.',
  replacementLanded: 'İşlem bu arada onaylandı; hiçbir şey değiştirilmedi.',
  replacementUnknown:
    'Ağ bekleyen işlemi artık tanımıyor, bu yüzden işlem değiştirilemez. Takas bu işlemi beklemeye devam ediyor.',
  replacementMismatch: 'Bekleyen işlem bu adımın gönderdiği işlem değil, bu yüzden değiştirilmedi.',
  replacementNewNonceSpeedUp:
    'Cüzdanınız hızlandırmayı, takılan işlemin yerine geçirmek yerine yeni bir işlem olarak gönderdi; bu yüzden takas iki kez gerçekleşebilir. Cüzdanınızın etkinlik bölümünü açın ve işlemlerden birini orada iptal edin.',
  replacementNewNonceCancel:
    'Cüzdanınız iptali, takılan işlemin yerine geçirmek yerine yeni bir işlem olarak gönderdi: bu hiçbir şeyi iptal etmez ve takas kendi işlemini beklemeye devam eder.',
  tooLargeBelowMinimum:
    'Bu rotanın Solana işlemi gönderilemeyecek kadar büyük ve şu an sunulan daha küçük rota, incelediğiniz minimumdan daha az ödüyor. Hiçbir şey imzalanmadı. Yeni bir teklif alın.',
  tooLargeNoSmallerRoute:
    'Bu rotanın Solana işlemi gönderilemeyecek kadar büyük ve bunun için daha küçük bir rota sunulmuyor. Hiçbir şey imzalanmadı. Yeni bir teklif alın.',
  tooLargeExhausted:
    'Bu rotanın Solana işlemi, daha az hesapla yeniden teklif alındıktan sonra bile gönderilemeyecek kadar büyük. Hiçbir şey imzalanmadı. Yeni bir teklif alın.',
};
