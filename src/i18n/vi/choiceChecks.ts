import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
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
