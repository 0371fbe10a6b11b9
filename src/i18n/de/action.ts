import type { actionMessages } from '../en/action';
import type { Translation } from '../messages';

export const action: Translation<typeof actionMessages.en> = {
  unsupportedWallets: '{network}-Wallets werden noch nicht unterstützt',
  connect: 'Wallet verbinden',
  connectSolana: 'Wallet verbinden (Solana)',
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
  notExecutable: 'Route noch nicht ausführbar (braucht eine Tron- oder Cosmos-Wallet)',
  routesExpired: 'Routen abgelaufen – werden aktualisiert',
  updatingForWallet: 'Routen werden für Ihre Wallet aktualisiert…',
  review: '{route} prüfen',
  routeSummary: '{provider}, {amount}',
  reviewFailed:
    'Die Prüfung konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
};
