import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: 'Die Liste der Netzwerke konnte nicht geladen werden.',
  tokensFailed:
    'Die Token-Liste konnte nicht geladen werden, daher kann der gewählte Token nicht geprüft werden.',
  retry: 'Erneut versuchen',
  retrying: 'Wird erneut versucht…',
  noRoute:
    'Für dieses Paar und diesen Betrag wurde keine Route gefunden. Versuchen Sie einen anderen Betrag oder Token.',
  noRouteFiltered:
    'Mit Ihrem Anbieterfilter ({filter}) wurde für dieses Paar und diesen Betrag keine Route gefunden. Entfernen Sie ihn oder versuchen Sie einen anderen Betrag oder Token.',
  filterOnly: 'nur {providers}',
  filterExcluding: 'ohne {providers}',
  clearFilters: 'Anbieterfilter entfernen',
  outOfDate: 'Diese Routen sind womöglich veraltet: Sie konnten nicht aktualisiert werden.',
  offlineOutOfDate:
    'Diese Routen sind womöglich veraltet, denn Sie sind offline. Sobald Sie wieder online sind, werden sie aktualisiert.',
  offline: 'Sie sind offline. Die Routen werden geladen, sobald Sie wieder online sind.',
};
