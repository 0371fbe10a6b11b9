import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Cross-Chain-Tausch',
  tagline: 'Routen über Chains hinweg, ein Widget',
  switchToDarkTheme: 'Zum dunklen Design wechseln',
  switchToLightTheme: 'Zum hellen Design wechseln',
  apiUrlRefused:
    'Die apiUrl des Links wurde abgelehnt: {reason} Stattdessen wird {origin} verwendet.',
  apiUrlNotValid: 'Sie ist ungültig.',
  amountNotRead:
    'Der Betrag des Links ({amount}) konnte nicht gelesen werden, daher ist kein Betrag eingetragen. Ein Link schreibt ihn wie 7.5 oder 7,5, größer als null.',
  apiIgnored:
    'Der Link wollte eine andere Routing-API ({requested}). Das wurde ignoriert: Diese Seite nutzt nur {origin}.',
};
