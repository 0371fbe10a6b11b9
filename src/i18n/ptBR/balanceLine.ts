import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: 'Máx. reserva {amount} para as taxas de rede.',
  leavesNone:
    'Não sobra {symbol} para as taxas de rede: mantenha cerca de {amount} (como faz o Máx.).',
  leavesTooLittle:
    'Sobra pouco {symbol} para as taxas de rede: mantenha cerca de {amount} (como faz o Máx.).',
};
