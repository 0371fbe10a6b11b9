import type { Translation } from '../../lib/messages';
import type { historyMessages } from '../en/history';

export const history: Translation<typeof historyMessages.en> = {
  title: 'Historial de intercambios',
  empty: 'Aún no hay intercambios.',
  loading: 'Cargando tus intercambios…',
  pastSwaps: 'Intercambios anteriores',
  clear: 'Borrar historial',
  clearHint:
    'Se conservan los intercambios en curso y los que aún tengan una transacción pendiente.',
  sent: 'Enviado',
  received: 'Recibido',
  showProgress: 'Ver progreso',
  pair: '{from} → {to}',
  amount: '{amount} {symbol}',
  statusDone: 'Completado',
  statusPartial: 'Completado en parte',
  statusFailed: 'Fallido',
  statusStopped: 'Detenido',
  statusRunning: 'En curso',
  statusCancelled: 'Cancelado',
  receivedUnknown: 'Desconocido',
  receivedOtherToken: 'Un token distinto del pedido; revisa tu billetera',
  receivedNothing: 'Nada registrado',
  receivedCancelled: 'Nada, cancelado',
  receivedNotYet: 'Aún no',
  sourceTransaction: 'Transacción de origen',
  destinationTransaction: 'Transacción de destino',
  justNow: 'hace un momento',
};
