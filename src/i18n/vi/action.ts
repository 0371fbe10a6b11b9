import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: 'Kết nối ví',
  connectSolana: 'Kết nối ví (Solana)',
  connectTron: 'Kết nối ví Tron',
  connectCosmos: 'Kết nối ví Cosmos',
  insufficient: 'Không đủ số dư {symbol}',
  insufficientNoSymbol: 'Không đủ số dư',
  insufficientForFee: 'Không đủ {symbol} để trả phí mạng',
  enterRecipient: 'Nhập địa chỉ người nhận',
  enterValidRecipient: 'Nhập địa chỉ người nhận hợp lệ',
  findingRoutes: 'Đang tìm lộ trình…',
  routesUnavailable: 'Lộ trình không khả dụng',
  noRoute: 'Không tìm thấy lộ trình',
  selectRoute: 'Chọn một lộ trình',
  notExecutable:
    'Không thể thực hiện lộ trình (lộ trình chạy trên một mạng mà widget này không nhận biết)',
  routesExpired: 'Lộ trình đã hết hạn — đang làm mới',
  updatingForWallet: 'Đang cập nhật lộ trình cho ví của bạn…',
  review: 'Xem lại {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'Không tải được phần xem lại. Hãy tải lại trang để thử lại.',
};
