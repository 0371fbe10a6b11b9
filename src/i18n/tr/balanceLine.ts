import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: 'Maks, ağ ücretleri için {amount} ayırır.',
  leavesNone:
    'Ağ ücretleri için hiç {symbol} kalmıyor: yaklaşık {amount} ayırın (Maks bunu yapar).',
  leavesTooLittle:
    'Ağ ücretleri için çok az {symbol} kalıyor: yaklaşık {amount} ayırın (Maks bunu yapar).',
};
