import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: 'Wallet verbinden',
  connectSolana: 'Wallet verbinden (Solana)',
  connectTron: 'Tron-Wallet verbinden',
  connectCosmos: 'Cosmos-Wallet verbinden',
  insufficient: 'Guthaben an {symbol} reicht nicht aus',
  insufficientNoSymbol: 'Guthaben reicht nicht aus',
  insufficientForFee: 'Nicht genug {symbol} für die Netzwerkgebühr',
  enterRecipient: 'Empfängeradresse eingeben',
  enterValidRecipient: 'Gültige Empfängeradresse eingeben',
  findingRoutes: 'Routen werden gesucht…',
  routesUnavailable: 'Keine Routen verfügbar',
  noRoute: 'Keine Route gefunden',
  selectRoute: 'Route auswählen',
  notExecutable:
    'Route nicht ausführbar (sie läuft in einem Netzwerk, das dieses Widget nicht kennt)',
  routesExpired: 'Routen abgelaufen – werden aktualisiert',
  updatingForWallet: 'Routen werden für Ihre Wallet aktualisiert…',
  review: '{route} prüfen',
  routeSummary: '{provider}, {amount}',
  reviewFailed:
    'Die Prüfung konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
};
