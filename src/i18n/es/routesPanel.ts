import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Opciones de ruta',
  panelFailed: 'No se pudieron mostrar las rutas.',
  tryAgain: 'Reintentar',
  loading: 'Cargando rutas',
  finding: 'Buscando las mejores rutas…',
};
