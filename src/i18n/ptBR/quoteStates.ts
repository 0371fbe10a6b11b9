import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: 'Não foi possível carregar a lista de redes.',
  tokensFailed:
    'Não foi possível carregar a lista de tokens, então o token escolhido não pode ser verificado.',
  retry: 'Tentar de novo',
  retrying: 'Tentando de novo…',
  noRoute: 'Nenhuma rota encontrada para este par e valor. Tente outro valor ou outro token.',
  noRouteFiltered:
    'Nenhuma rota encontrada para este par e valor com seu filtro de provedores ({filter}). Limpe o filtro ou tente outro valor ou outro token.',
  filterOnly: 'só {providers}',
  filterExcluding: 'exceto {providers}',
  clearFilters: 'Limpar filtros de provedores',
  outOfDate: 'Estas rotas podem estar desatualizadas: não foi possível atualizá-las.',
  offlineOutOfDate:
    'Estas rotas podem estar desatualizadas: você está offline. Elas serão atualizadas quando você voltar a ficar online.',
  offline: 'Você está offline. As rotas serão carregadas quando você voltar a ficar online.',
};
