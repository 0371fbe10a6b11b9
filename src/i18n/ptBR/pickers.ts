import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, token de origem',
  destinationToken: '{shown}, token de destino',
  payWith: 'Você paga com',
  receive: 'Você recebe',
  anyChain: 'Qualquer rede',
  loading: 'Carregando…',
  notLoaded: 'Não carregado',
  unknownToken: 'Token desconhecido',
  selectToken: 'Selecionar token',
  dialogFailed:
    'Não foi possível carregar a lista de tokens. Recarregue a página para tentar de novo.',
  unknownWarning: 'Fora da lista verificada — confira o endereço antes de negociar.',
  flaggedWarning: 'Token sinalizado: pode ser um golpe ou se comportar de forma inesperada.',
  notOffered: 'Indisponível',
  notOfferedWarning: 'Não oferecido aqui. Escolha outro token.',
  fixed: 'Definido por este site',
};
