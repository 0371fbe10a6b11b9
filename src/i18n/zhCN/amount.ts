import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: '支付',
  youReceive: '收到',
  balance: '余额：{amount}',
  balanceLoading: '余额：…',
  max: '最大',
  insufficientBalance: '余额不足',
  fixed: '由本网站设定',
  noDecimals: '{symbol} 没有小数位：请输入整数。',
  tooManyDecimals: { other: '{symbol} 最多支持 {count} 位小数。' },
  notANumber: '请输入数字，例如 1,234.5。',
};
