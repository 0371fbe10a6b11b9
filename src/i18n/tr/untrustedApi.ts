import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: 'Güvenilmeyen API: {origin}',
  untrustedApiHint:
    "Bu geliştirme sürümü, bağlantıda belirtilen yönlendirme API'sini kullanıyor. Gerçek varlık içeren bir cüzdan bağlamayın.",
};
