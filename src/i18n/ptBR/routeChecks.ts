import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch:
    'O serviço de rotas enviou uma rota que não corresponde à sua solicitação. Ela foi descartada.',
  providerNotAllowed:
    'O serviço de rotas enviou uma rota de um provedor que este widget não usa. Ela foi descartada.',
  noMatchingRoute:
    'O serviço de rotas enviou rotas que não correspondem à sua solicitação, então nenhuma é exibida. Tente de novo mais tarde.',
};
