import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: 'Máx. reserva {amount} para las comisiones de red.',
  leavesNone:
    'No deja {symbol} para las comisiones de red: conserva aproximadamente {amount} (como hace Máx.).',
  leavesTooLittle:
    'Deja muy poco {symbol} para las comisiones de red: conserva aproximadamente {amount} (como hace Máx.).',
};
