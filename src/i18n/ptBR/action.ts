import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: 'Conectar carteira',
  connectSolana: 'Conectar carteira (Solana)',
  connectTron: 'Conectar carteira Tron',
  connectCosmos: 'Conectar carteira Cosmos',
  insufficient: 'Saldo de {symbol} insuficiente',
  insufficientNoSymbol: 'Saldo insuficiente',
  insufficientForFee: '{symbol} insuficiente para a taxa de rede',
  enterRecipient: 'Insira o endereço do destinatário',
  enterValidRecipient: 'Insira um endereço de destinatário válido',
  findingRoutes: 'Buscando rotas…',
  routesUnavailable: 'Rotas indisponíveis',
  noRoute: 'Nenhuma rota encontrada',
  selectRoute: 'Selecione uma rota',
  notExecutable: 'Rota não executável (usa uma rede que este widget não conhece)',
  routesExpired: 'Rotas expiradas — atualizando',
  updatingForWallet: 'Atualizando rotas para sua carteira…',
  review: 'Revisar {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'Não foi possível carregar a revisão. Recarregue a página para tentar de novo.',
};
