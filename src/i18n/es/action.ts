import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: 'Conectar billetera',
  connectSolana: 'Conectar billetera (Solana)',
  connectTron: 'Conectar billetera de Tron',
  connectCosmos: 'Conectar billetera de Cosmos',
  insufficient: 'Saldo de {symbol} insuficiente',
  insufficientNoSymbol: 'Saldo insuficiente',
  insufficientForFee: 'No tienes suficiente {symbol} para la comisión de red',
  enterRecipient: 'Introduce la dirección del destinatario',
  enterValidRecipient: 'Introduce una dirección de destinatario válida',
  findingRoutes: 'Buscando rutas…',
  routesUnavailable: 'Rutas no disponibles',
  noRoute: 'No se encontró ninguna ruta',
  selectRoute: 'Selecciona una ruta',
  notExecutable: 'Ruta no ejecutable (usa una red que este widget no conoce)',
  routesExpired: 'Rutas caducadas — actualizando',
  updatingForWallet: 'Actualizando rutas para tu billetera…',
  review: 'Revisar {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'No se pudo cargar la revisión. Recarga la página para volver a intentarlo.',
};
