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
  selectSource: 'Chọn token bạn dùng để trả.',
  selectDestination: 'Chọn token bạn muốn nhận.',
  sameToken: 'Hãy chọn hai token khác nhau.',
  enterAmount: 'Nhập số lượng.',
  notEnough: 'Không đủ số dư: bạn không có đủ {symbol}.',
  recipientNeededEvm: 'Nhập một địa chỉ EVM để nhận token.',
  recipientNeededSol: 'Nhập một địa chỉ Solana để nhận token.',
  recipientNeededTron: 'Nhập một địa chỉ Tron để nhận token.',
  recipientNeededCosmos: 'Nhập một địa chỉ Cosmos để nhận token.',
  recipientBurn:
    'Đây là địa chỉ đốt chỉ dùng để lấy báo giá; không ai có thể chi tiêu từ địa chỉ này.',
  recipientZero: 'Địa chỉ 0 không thể nhận token.',
  recipientInvalid: 'Không phải địa chỉ {network} hợp lệ.',
  recipientFailed: 'Không tải được ô người nhận. Hãy tải lại trang để thử lại.',
};
