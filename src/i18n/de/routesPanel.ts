import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Routenauswahl',
  panelFailed: 'Die Routen konnten nicht angezeigt werden.',
  tryAgain: 'Erneut versuchen',
  loading: 'Routen werden geladen',
  finding: 'Die besten Routen werden gesucht…',
};
