import { describe, expect, it } from 'vitest';
import { ConfigError, validateApiUrl } from '../config/widgetConfig';
import { UnsafeTransactionError } from '../execution/errors';
import { UserRejectedError } from '../execution/walletErrors';
import { de } from '../i18n/de/index';
import { createI18n, ENGLISH } from '../i18n/i18n';
import { WidgetError } from '../lib/widgetError';
import { HttpError, NetworkError, RateLimitError } from './errors';
import { errorText, storedErrorText } from './errorText';

const german = createI18n('de', de);

describe('errorText', () => {
  it("says an error's catalogue entry in the widget's language, parameters included", () => {
    expect(errorText(ENGLISH, new NetworkError())).toBe(
      'Could not reach the routing service. Check your connection.',
    );
    expect(errorText(german, new NetworkError())).toBe(
      'Der Routing-Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    );
    expect(errorText(german, new HttpError(503))).toBe(
      'Der Routing-Dienst hat gerade Probleme (HTTP 503). Versuchen Sie es in Kürze erneut.',
    );
    expect(errorText(german, new RateLimitError(12_000))).toBe(
      'Der Routing-Dienst ist ausgelastet. Versuchen Sie es in 12 s erneut.',
    );
  });

  it('keeps English words from the error itself, and words other languages by code', () => {
    const plain = new WidgetError('USER_REJECTED', 'The swap request was rejected in the wallet.');
    expect(errorText(ENGLISH, plain)).toBe('The swap request was rejected in the wallet.');
    expect(errorText(german, plain)).toBe('Die Anfrage wurde in der Wallet abgelehnt.');
    expect(errorText(german, new Error('boom'))).toBe(
      'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
    );
  });

  it('words a stored failure by its code, and keeps an unknown code in its own words', () => {
    const stored = { code: 'WRONG_NETWORK', message: 'The wallet is on another network.' };
    expect(storedErrorText(ENGLISH, stored)).toBe('The wallet is on another network.');
    expect(storedErrorText(german, stored)).toBe(
      'Die Wallet ist mit einem anderen Netzwerk verbunden.',
    );
    expect(storedErrorText(german, { code: 'NEW_CODE', message: 'Later words' })).toBe(
      'Later words',
    );
    // A stored code is data: only the catalogue's own entries count, not an object's properties.
    expect(storedErrorText(german, { code: 'constructor', message: 'Own words' })).toBe(
      'Own words',
    );
  });

  it("says the engine's, the wallets' and the config's errors in German, a rule inside a sentence", () => {
    const unsafe = new UnsafeTransactionError('spender', 'spender 0xabc, expected 0xdef');
    expect(errorText(ENGLISH, unsafe)).toBe(
      'The approval would let another contract spend your tokens than the one that swaps them. Nothing was signed.',
    );
    expect(errorText(german, unsafe)).toBe(
      'Die Freigabe würde einem anderen Vertrag als dem tauschenden erlauben, Ihre Token auszugeben. Es wurde nichts signiert.',
    );
    expect(errorText(german, new UserRejectedError({ request: 'signature' }))).toBe(
      'Die Signaturanfrage wurde in der Wallet abgelehnt.',
    );
    let refused: unknown;
    try {
      validateApiUrl('ftp://x/v1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect(errorText(german, refused)).toBe(
      'Die API-Adresse muss mit http:// oder https:// beginnen.',
    );
  });
});
