import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: 'Takas',
  flip: 'Kaynak ve hedefi değiştir',
  close: 'Kapat',
  recipientTo: 'Alıcı:',
  clearRecipient: 'Alıcıyı temizle',
  clear: 'Temizle',
  panelLoadFailed: 'Takasın ilerlemesi gösterilemedi. Görmek için sayfayı yenileyin.',
  crashed: "Takas widget'ı çalışmayı durdurdu.",
  crashedHint: 'Tekrar denemek için sayfayı yenileyin.',
  tryAgain: 'Tekrar dene',
  history: 'Geçmiş',
  historyFailed: 'Geçmiş yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
  recipientFailed: 'Alıcı gösterilemedi. Takas etmeden önce sayfayı yenileyin.',
  accountFailed: 'Cüzdanlar yüklenemedi. Sayfayı yenileyin.',
  settings: 'Ayarlar',
  settingsAttention: 'Bir ayar dikkatinizi gerektiriyor',
  layoutFailed: 'Takas gösterilemedi. Tekrar denemek için sayfayı yenileyin.',
  settingsFailed: 'Ayarlar yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
  loadingWallet: 'Cüzdan yükleniyor…',
  mainActionFailed: 'Takas düğmesi yüklenemedi. Sayfayı yenileyin veya tekrar deneyin.',
};
