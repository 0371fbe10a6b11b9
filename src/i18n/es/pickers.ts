import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, token de origen',
  destinationToken: '{shown}, token de destino',
  payWith: 'Pagas con',
  receive: 'Recibes',
  anyChain: 'Cualquier cadena',
  loading: 'Cargando…',
  notLoaded: 'No cargado',
  unknownToken: 'Token desconocido',
  selectToken: 'Seleccionar token',
  dialogFailed: 'No se pudo cargar la lista de tokens. Recarga la página para volver a intentarlo.',
  unknownWarning: 'No está en la lista verificada — comprueba la dirección antes de operar.',
  flaggedWarning: 'Token marcado: podría ser una estafa o comportarse de forma inesperada.',
  notOffered: 'No disponible',
  notOfferedWarning: 'No se ofrece aquí. Elige otro token.',
  fixed: 'Fijado por este sitio',
};
