import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    'El servicio de rutas envió pasos que no coinciden con la ruta que elegiste. No se firmó nada.',
  txnsMismatch:
    'El servicio de rutas envió transacciones que no coinciden con su ruta. No se firmó nada.',
  quickSwapMismatch:
    'El servicio de rutas ofreció un intercambio distinto del que revisaste. No se firmó nada.',
  routeGone: 'Esta ruta ya no se ofrece. Elige otra ruta.',
};
