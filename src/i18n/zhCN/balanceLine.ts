import type { Translation } from '../../lib/messages';
import type { balanceLineMessages } from '../en/balanceLine';

export const balanceLine: Translation<typeof balanceLineMessages.en> = {
  maxKeeps: '“最大”会预留 {amount} 用于支付网络费用。',
  leavesNone: '将不会留下 {symbol} 支付网络费用：请预留约 {amount}（“最大”会自动预留）。',
  leavesTooLittle: '留下的 {symbol} 不足以支付网络费用：请预留约 {amount}（“最大”会自动预留）。',
};
