import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: '‘최대’는 네트워크 수수료로 {amount}을(를) 남겨 둡니다.',
  leavesNone:
    '네트워크 수수료로 쓸 {symbol}이(가) 남지 않습니다. 약 {amount}을(를) 남겨 두세요 (‘최대’는 자동으로 남겨 둠).',
  leavesTooLittle:
    '네트워크 수수료로 쓸 {symbol}이(가) 너무 적게 남습니다. 약 {amount}을(를) 남겨 두세요 (‘최대’는 자동으로 남겨 둠).',
};
