import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch:
    'El servicio de rutas envió una ruta que no coincide con tu solicitud. Se descartó.',
  providerNotAllowed:
    'El servicio de rutas envió una ruta de un proveedor que este widget no usa. Se descartó.',
  noMatchingRoute:
    'El servicio de rutas envió rutas que no coinciden con tu solicitud, así que no se muestra ninguna. Vuelve a intentarlo más tarde.',
};
