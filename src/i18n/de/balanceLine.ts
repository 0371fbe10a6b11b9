import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: 'Max behält {amount} für Netzwerkgebühren zurück.',
  leavesNone:
    'Lässt kein {symbol} für Netzwerkgebühren übrig: Behalten Sie etwa {amount} (wie Max).',
  leavesTooLittle:
    'Lässt zu wenig {symbol} für Netzwerkgebühren übrig: Behalten Sie etwa {amount} (wie Max).',
};
