import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: 'El servicio de rutas rechazó la solicitud.',
  RATE_LIMITED: 'El servicio de rutas está saturado. Vuelve a intentarlo en un momento.',
  NETWORK_ERROR: 'No se pudo conectar con el servicio de rutas. Comprueba tu conexión.',
  TIMEOUT: 'El servicio de rutas tardó demasiado en responder. Vuelve a intentarlo.',
  ABORTED: 'Se canceló la solicitud.',
  INVALID_RESPONSE: 'El servicio de rutas envió una respuesta inesperada.',
  API_ERROR: 'El servicio de rutas informó de un error.',
  QUOTE_EXPIRED: 'Esta cotización caducó. Obtén una nueva para continuar.',
  INVALID_REQUEST: 'La solicitud no es válida.',
  UNTRUSTED_RESPONSE: 'El servicio de rutas respondió algo distinto de lo que se le pidió.',
  RPC_ERROR: 'No se pudo leer la red. Vuelve a intentarlo.',
  INVALID_TOKEN: 'No se pudo verificar este token.',
  UNSUPPORTED_NETWORK: 'Esta red no es compatible.',
  CONFIG_ERROR: 'El widget no está bien configurado.',
  SANDBOX_UNAVAILABLE: 'El sandbox no está disponible.',
  USER_REJECTED: 'La solicitud se rechazó en la billetera.',
  WRONG_NETWORK: 'La billetera está en otra red.',
  INSUFFICIENT_BALANCE: 'La billetera no tiene fondos suficientes para esta transacción.',
  WALLET_ERROR: 'La billetera no pudo completar la solicitud. Vuelve a intentarlo.',
  TRANSACTION_FAILED: 'La transacción falló.',
  UNSAFE_TRANSACTION: 'No se firmó la transacción: no es lo que este intercambio debería enviar.',
  EFFECT_NOT_CHECKED: 'No se pudo verificar qué haría la transacción con tus saldos.',
  UNKNOWN: 'Algo salió mal. Vuelve a intentarlo.',
};
