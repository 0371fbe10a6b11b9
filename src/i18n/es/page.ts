import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Intercambio entre cadenas',
  tagline: 'Rutas entre cadenas, un solo widget',
  switchToDarkTheme: 'Cambiar al tema oscuro',
  switchToLightTheme: 'Cambiar al tema claro',
  apiUrlRefused: 'Se rechazó el apiUrl del enlace: {reason} Se usa {origin} en su lugar.',
  apiUrlNotValid: 'No es válido.',
  apiIgnored:
    'El enlace pedía otra API de rutas ({requested}). Se ignoró: esta página solo usa {origin}.',
};
