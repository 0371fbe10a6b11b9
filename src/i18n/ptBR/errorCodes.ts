import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: 'O serviço de rotas recusou a solicitação.',
  RATE_LIMITED: 'O serviço de rotas está sobrecarregado. Tente de novo daqui a pouco.',
  NETWORK_ERROR: 'Não foi possível acessar o serviço de rotas. Verifique sua conexão.',
  TIMEOUT: 'O serviço de rotas demorou demais para responder. Tente de novo.',
  ABORTED: 'A solicitação foi cancelada.',
  INVALID_RESPONSE: 'O serviço de rotas enviou uma resposta inesperada.',
  API_ERROR: 'O serviço de rotas informou um erro.',
  QUOTE_EXPIRED: 'Esta cotação expirou. Obtenha uma nova cotação para continuar.',
  INVALID_REQUEST: 'A solicitação não é válida.',
  UNTRUSTED_RESPONSE: 'O serviço de rotas respondeu algo diferente do que foi pedido.',
  RPC_ERROR: 'Não foi possível ler a rede. Tente de novo.',
  INVALID_TOKEN: 'Não foi possível verificar este token.',
  UNSUPPORTED_NETWORK: 'Esta rede não é compatível.',
  CONFIG_ERROR: 'O widget não está configurado corretamente.',
  SANDBOX_UNAVAILABLE: 'O sandbox não está disponível.',
  USER_REJECTED: 'A solicitação foi rejeitada na carteira.',
  WRONG_NETWORK: 'A carteira está em outra rede.',
  INSUFFICIENT_BALANCE: 'A carteira não tem saldo suficiente para esta transação.',
  WALLET_ERROR: 'A carteira não conseguiu concluir a solicitação. Tente de novo.',
  TRANSACTION_FAILED: 'A transação falhou.',
  UNSAFE_TRANSACTION: 'A transação não foi assinada: ela não é o que esta troca deveria enviar.',
  EFFECT_NOT_CHECKED: 'Não foi possível verificar o que a transação faria com seus saldos.',
  UNKNOWN: 'Algo deu errado. Tente de novo.',
};
