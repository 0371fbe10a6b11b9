import type { routesPanelMessages } from '../en/routesPanel';
import type { Translation } from '../messages';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Routenauswahl',
  panelFailed: 'Die Routen konnten nicht angezeigt werden.',
  tryAgain: 'Erneut versuchen',
  loading: 'Routen werden geladen',
  finding: 'Die besten Routen werden gesucht…',
};
