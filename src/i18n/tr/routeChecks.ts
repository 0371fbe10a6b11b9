import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch:
    'Yönlendirme hizmeti isteğinizle eşleşmeyen bir rota gönderdi. Bu rota gösterilmedi.',
  providerNotAllowed:
    "Yönlendirme hizmeti, bu widget'ın kullanmadığı bir sağlayıcıdan rota gönderdi. Bu rota gösterilmedi.",
  noMatchingRoute:
    'Yönlendirme hizmeti isteğinizle eşleşmeyen rotalar gönderdi, bu yüzden hiçbiri gösterilmiyor. Daha sonra tekrar deneyin.',
};
