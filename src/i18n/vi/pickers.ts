import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, token nguồn',
  destinationToken: '{shown}, token đích',
  payWith: 'Bạn trả bằng',
  receive: 'Bạn nhận',
  anyChain: 'Chuỗi bất kỳ',
  loading: 'Đang tải…',
  notLoaded: 'Chưa tải',
  unknownToken: 'Token không xác định',
  selectToken: 'Chọn token',
  dialogFailed: 'Không tải được danh sách token. Hãy tải lại trang để thử lại.',
  unknownWarning:
    'Không có trong danh sách đã xác minh — hãy kiểm tra địa chỉ trước khi giao dịch.',
  flaggedWarning: 'Token bị gắn cờ: có thể là lừa đảo hoặc hoạt động bất thường.',
  notOffered: 'Không khả dụng',
  notOfferedWarning: 'Không được cung cấp ở đây. Hãy chọn token khác.',
  fixed: 'Do trang này thiết lập',
};
