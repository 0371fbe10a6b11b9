import type { Translation } from '../../lib/messages';
import type { historyMessages } from '../en/history';

export const history: Translation<typeof historyMessages.en> = {
  title: 'Tauschverlauf',
  empty: 'Noch keine Tauschvorgänge.',
  loading: 'Ihre Tauschvorgänge werden geladen…',
  pastSwaps: 'Bisherige Tauschvorgänge',
  clear: 'Verlauf löschen',
  clearHint:
    'Laufende Tauschvorgänge und solche mit einer noch ausstehenden Transaktion bleiben erhalten.',
  sent: 'Gesendet',
  received: 'Erhalten',
  showProgress: 'Fortschritt anzeigen',
  pair: '{from} → {to}',
  amount: '{amount} {symbol}',
  statusDone: 'Abgeschlossen',
  statusPartial: 'Teilweise abgeschlossen',
  statusFailed: 'Fehlgeschlagen',
  statusStopped: 'Angehalten',
  statusRunning: 'Läuft',
  statusCancelled: 'Abgebrochen',
  receivedUnknown: 'Nicht bekannt',
  receivedOtherToken: 'Ein anderer Token als angefragt; prüfen Sie Ihre Wallet',
  receivedNothing: 'Nichts verzeichnet',
  receivedCancelled: 'Nichts, abgebrochen',
  receivedNotYet: 'Noch nicht',
  sourceTransaction: 'Quelltransaktion',
  destinationTransaction: 'Zieltransaktion',
  justNow: 'gerade eben',
};
