import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: 'Nút Tối đa giữ lại {amount} cho phí mạng.',
  leavesNone: 'Không còn {symbol} cho phí mạng: hãy giữ lại khoảng {amount} (như nút Tối đa).',
  leavesTooLittle:
    'Còn quá ít {symbol} cho phí mạng: hãy giữ lại khoảng {amount} (như nút Tối đa).',
};
