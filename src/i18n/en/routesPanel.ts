import { defineSection } from '../../lib/messages';

/** The routes panel before its answer: its name, while routes load, and when it cannot show. */
export const routesPanelMessages = defineSection('routesPanel', {
  routeOptions: 'Route options',
  panelFailed: 'The routes could not be shown.',
  tryAgain: 'Try again',
  loading: 'Loading routes',
  finding: 'Finding the best routes…',
});
