import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Zincirler arası takas',
  tagline: 'Zincirler arası rotalar, tek widget',
  switchToDarkTheme: 'Koyu temaya geç',
  switchToLightTheme: 'Açık temaya geç',
  apiUrlRefused: 'Bağlantıdaki apiUrl reddedildi: {reason} Bunun yerine {origin} kullanılıyor.',
  apiUrlNotValid: 'Geçerli değil.',
  amountNotRead:
    'Bağlantıdaki miktar ({amount}) okunamadı, bu yüzden miktar doldurulmadı. Bağlantıda miktar, sıfırdan büyük ve 7.5 veya 7,5 gibi yazılır.',
  apiIgnored:
    "Bağlantı başka bir yönlendirme API'si istedi ({requested}). Bu istek yok sayıldı: bu sayfa yalnızca {origin} kullanır.",
};
