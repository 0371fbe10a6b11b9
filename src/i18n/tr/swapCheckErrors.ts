import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    'Yönlendirme hizmeti, seçtiğiniz rotayla eşleşmeyen adımlar gönderdi. Hiçbir şey imzalanmadı.',
  txnsMismatch:
    'Yönlendirme hizmeti, kendi rotasıyla eşleşmeyen işlemler gönderdi. Hiçbir şey imzalanmadı.',
  quickSwapMismatch:
    'Yönlendirme hizmeti, incelediğinizden farklı bir takas sundu. Hiçbir şey imzalanmadı.',
  routeGone: 'Bu rota artık sunulmuyor. Başka bir rota seçin.',
};
