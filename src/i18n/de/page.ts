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
  apiIgnored:
    'Der Link wollte eine andere Routing-API ({requested}). Das wurde ignoriert: Diese Seite nutzt nur {origin}.',
};
