import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: 'O serviço de rotas está sobrecarregado. Tente de novo em {seconds} s.',
  rateLimited: 'O serviço de rotas está sobrecarregado. Tente de novo daqui a pouco.',
  serviceTroubleHttp:
    'O serviço de rotas está com problemas no momento (HTTP {status}). Tente de novo em breve.',
  serviceTrouble: 'O serviço de rotas está com problemas no momento. Tente de novo em breve.',
  refusedHttp: 'O serviço de rotas recusou a solicitação (HTTP {status}).',
  network: 'Não foi possível acessar o serviço de rotas. Verifique sua conexão.',
  timeout: 'O serviço de rotas demorou demais para responder. Tente de novo.',
  aborted: 'A solicitação foi cancelada.',
  invalidResponse: 'O serviço de rotas enviou uma resposta inesperada.',
  badRequest: 'O serviço de rotas rejeitou a solicitação.',
  notFound: 'O serviço de rotas não reconhece mais esta rota ou etapa. Obtenha uma nova cotação.',
  apiError: 'O serviço de rotas informou um erro ({code}).',
  quoteExpired: 'Esta cotação expirou. Obtenha uma nova cotação para continuar.',
  unknown: 'Algo deu errado. Tente de novo.',
  tooLarge: 'O serviço de rotas enviou mais dados do que o widget aceita.',
};
