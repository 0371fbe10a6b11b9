import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: 'Ağ listesi yüklenemedi.',
  tokensFailed: 'Token listesi yüklenemedi, bu yüzden seçilen token kontrol edilemiyor.',
  retry: 'Tekrar dene',
  retrying: 'Tekrar deneniyor…',
  noRoute: 'Bu çift ve miktar için rota bulunamadı. Başka bir miktar veya token deneyin.',
  noRouteFiltered:
    'Sağlayıcı filtrenizle ({filter}) bu çift ve miktar için rota bulunamadı. Filtreyi temizleyin ya da başka bir miktar veya token deneyin.',
  filterOnly: 'yalnızca {providers}',
  filterExcluding: '{providers} hariç',
  clearFilters: 'Sağlayıcı filtrelerini temizle',
  outOfDate: 'Bu rotalar güncel olmayabilir: yenilenemediler.',
  offlineOutOfDate:
    'Bu rotalar güncel olmayabilir: çevrimdışısınız. Yeniden çevrimiçi olduğunuzda yenilenirler.',
  offline: 'Çevrimdışısınız. Rotalar, yeniden çevrimiçi olduğunuzda yüklenir.',
};
