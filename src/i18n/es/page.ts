import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Intercambio entre cadenas',
  tagline: 'Rutas entre cadenas, un solo widget',
  switchToDarkTheme: 'Cambiar al tema oscuro',
  switchToLightTheme: 'Cambiar al tema claro',
  apiUrlRefused: 'Se rechazó el apiUrl del enlace: {reason} Se usa {origin} en su lugar.',
  apiUrlNotValid: 'No es válido.',
  amountNotRead:
    'No se pudo leer la cantidad del enlace ({amount}), así que no se rellenó ninguna cantidad. En un enlace se escribe como 7.5 o 7,5, mayor que cero.',
  apiIgnored:
    'El enlace pedía otra API de rutas ({requested}). Se ignoró: esta página solo usa {origin}.',
};
