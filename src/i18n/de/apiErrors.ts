import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: 'Der Routing-Dienst ist ausgelastet. Versuchen Sie es in {seconds} s erneut.',
  rateLimited: 'Der Routing-Dienst ist ausgelastet. Versuchen Sie es gleich noch einmal.',
  serviceTroubleHttp:
    'Der Routing-Dienst hat gerade Probleme (HTTP {status}). Versuchen Sie es in Kürze erneut.',
  serviceTrouble: 'Der Routing-Dienst hat gerade Probleme. Versuchen Sie es in Kürze erneut.',
  refusedHttp: 'Der Routing-Dienst hat die Anfrage abgelehnt (HTTP {status}).',
  network: 'Der Routing-Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
  timeout: 'Der Routing-Dienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  aborted: 'Die Anfrage wurde abgebrochen.',
  invalidResponse: 'Der Routing-Dienst hat eine unerwartete Antwort gesendet.',
  badRequest: 'Der Routing-Dienst hat die Anfrage zurückgewiesen.',
  notFound:
    'Der Routing-Dienst kennt diese Route oder diesen Schritt nicht mehr. Holen Sie ein neues Angebot ein.',
  apiError: 'Der Routing-Dienst hat einen Fehler gemeldet ({code}).',
  quoteExpired: 'Dieses Angebot ist abgelaufen. Holen Sie ein neues Angebot ein, um fortzufahren.',
  unknown: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  tooLarge: 'Der Routing-Dienst hat mehr Daten gesendet, als das Widget annimmt.',
};
