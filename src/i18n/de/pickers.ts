import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, Quell-Token',
  destinationToken: '{shown}, Ziel-Token',
  payWith: 'Sie zahlen mit',
  receive: 'Sie erhalten',
  anyChain: 'Beliebige Chain',
  loading: 'Wird geladen…',
  notLoaded: 'Nicht geladen',
  unknownToken: 'Unbekannter Token',
  selectToken: 'Token wählen',
  dialogFailed:
    'Die Token-Liste konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  unknownWarning: 'Nicht auf der geprüften Liste – prüfen Sie die Adresse, bevor Sie handeln.',
  flaggedWarning: 'Markierter Token: Er könnte Betrug sein oder sich unerwartet verhalten.',
  notOffered: 'Nicht verfügbar',
  notOfferedWarning: 'Hier nicht angeboten. Wählen Sie einen anderen Token.',
  fixed: 'Von dieser Seite festgelegt',
};
