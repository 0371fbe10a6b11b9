import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Rota seçenekleri',
  panelFailed: 'Rotalar gösterilemedi.',
  tryAgain: 'Tekrar dene',
  loading: 'Rotalar yükleniyor',
  finding: 'En iyi rotalar aranıyor…',
};
