import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Opções de rota',
  panelFailed: 'Não foi possível exibir as rotas.',
  tryAgain: 'Tentar de novo',
  loading: 'Carregando rotas',
  finding: 'Buscando as melhores rotas…',
};
