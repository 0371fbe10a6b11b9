import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: 'Der Routing-Dienst hat die Anfrage abgelehnt.',
  RATE_LIMITED: 'Der Routing-Dienst ist ausgelastet. Versuchen Sie es gleich noch einmal.',
  NETWORK_ERROR: 'Der Routing-Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
  TIMEOUT: 'Der Routing-Dienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  ABORTED: 'Die Anfrage wurde abgebrochen.',
  INVALID_RESPONSE: 'Der Routing-Dienst hat eine unerwartete Antwort gesendet.',
  API_ERROR: 'Der Routing-Dienst hat einen Fehler gemeldet.',
  QUOTE_EXPIRED: 'Dieses Angebot ist abgelaufen. Holen Sie ein neues Angebot ein, um fortzufahren.',
  INVALID_REQUEST: 'Die Anfrage ist ungültig.',
  UNTRUSTED_RESPONSE: 'Der Routing-Dienst hat etwas anderes geantwortet, als angefragt wurde.',
  RPC_ERROR: 'Das Netzwerk konnte nicht gelesen werden. Versuchen Sie es erneut.',
  INVALID_TOKEN: 'Dieser Token konnte nicht geprüft werden.',
  UNSUPPORTED_NETWORK: 'Dieses Netzwerk wird nicht unterstützt.',
  CONFIG_ERROR: 'Das Widget ist nicht richtig eingerichtet.',
  SANDBOX_UNAVAILABLE: 'Die Sandbox ist nicht verfügbar.',
  USER_REJECTED: 'Die Anfrage wurde in der Wallet abgelehnt.',
  WRONG_NETWORK: 'Die Wallet ist mit einem anderen Netzwerk verbunden.',
  INSUFFICIENT_BALANCE: 'Die Wallet hat nicht genug Guthaben für diese Transaktion.',
  WALLET_ERROR: 'Die Wallet konnte die Anfrage nicht ausführen. Versuchen Sie es erneut.',
  TRANSACTION_FAILED: 'Die Transaktion ist fehlgeschlagen.',
  UNSAFE_TRANSACTION:
    'Die Transaktion wurde nicht signiert: Sie ist nicht das, was dieser Tausch senden sollte.',
  EFFECT_NOT_CHECKED:
    'Was die Transaktion mit Ihren Guthaben tun würde, konnte nicht geprüft werden.',
  UNKNOWN: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
};
