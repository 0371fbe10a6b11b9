import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: 'El servicio de rutas está saturado. Vuelve a intentarlo en {seconds} s.',
  rateLimited: 'El servicio de rutas está saturado. Vuelve a intentarlo en un momento.',
  serviceTroubleHttp:
    'El servicio de rutas tiene problemas en este momento (HTTP {status}). Vuelve a intentarlo en breve.',
  serviceTrouble:
    'El servicio de rutas tiene problemas en este momento. Vuelve a intentarlo en breve.',
  refusedHttp: 'El servicio de rutas rechazó la solicitud (HTTP {status}).',
  network: 'No se pudo conectar con el servicio de rutas. Comprueba tu conexión.',
  timeout: 'El servicio de rutas tardó demasiado en responder. Vuelve a intentarlo.',
  aborted: 'Se canceló la solicitud.',
  invalidResponse: 'El servicio de rutas envió una respuesta inesperada.',
  badRequest: 'El servicio de rutas rechazó la solicitud.',
  notFound:
    'El servicio de rutas ya no reconoce esta ruta o este paso. Obtén una nueva cotización.',
  apiError: 'El servicio de rutas informó de un error ({code}).',
  quoteExpired: 'Esta cotización caducó. Obtén una nueva para continuar.',
  unknown: 'Algo salió mal. Vuelve a intentarlo.',
  tooLarge: 'El servicio de rutas envió más datos de los que acepta el widget.',
};
