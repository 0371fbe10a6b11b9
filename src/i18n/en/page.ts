import { defineSection } from '../../lib/messages';

/**
 * The hosted and iframe pages around the widget: the header, the theme switch, and what the page
 * says about its link (a refused API; an untrusted one: `untrustedApi.ts`).
 */
export const pageMessages = defineSection('page', {
  title: 'Cross-chain swap',
  tagline: 'Routes across chains, one widget',
  switchToDarkTheme: 'Switch to dark theme',
  switchToLightTheme: 'Switch to light theme',
  apiUrlRefused: "The link's apiUrl was refused: {reason} Using {origin} instead.",
  apiUrlNotValid: 'It is not valid.',
  amountNotRead:
    "The link's amount ({amount}) could not be read, so no amount is filled in. A link writes it like 7.5 or 7,5, above zero.",
  apiIgnored:
    'The link asked for another routing API ({requested}). It was ignored: this page only uses {origin}.',
});
