import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: 'Bạn trả',
  youReceive: 'Bạn nhận',
  balance: 'Số dư: {amount}',
  balanceLoading: 'Số dư: …',
  max: 'Tối đa',
  insufficientBalance: 'Không đủ số dư',
  fixed: 'Do trang này thiết lập',
  noDecimals: '{symbol} không có phần thập phân: hãy nhập số nguyên.',
  tooManyDecimals: { other: '{symbol} có tối đa {count} chữ số thập phân.' },
  notANumber: 'Nhập một số, ví dụ 1.234,5.',
};
