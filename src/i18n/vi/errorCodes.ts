import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: 'Dịch vụ định tuyến đã từ chối yêu cầu.',
  RATE_LIMITED: 'Dịch vụ định tuyến đang bận. Hãy thử lại sau giây lát.',
  NETWORK_ERROR: 'Không kết nối được với dịch vụ định tuyến. Hãy kiểm tra kết nối của bạn.',
  TIMEOUT: 'Dịch vụ định tuyến phản hồi quá lâu. Hãy thử lại.',
  ABORTED: 'Yêu cầu đã bị hủy.',
  INVALID_RESPONSE: 'Dịch vụ định tuyến gửi về một phản hồi không mong đợi.',
  API_ERROR: 'Dịch vụ định tuyến báo lỗi.',
  QUOTE_EXPIRED: 'Báo giá này đã hết hạn. Hãy lấy báo giá mới để tiếp tục.',
  INVALID_REQUEST: 'Yêu cầu không hợp lệ.',
  UNTRUSTED_RESPONSE: 'Dịch vụ định tuyến trả về nội dung khác với yêu cầu.',
  RPC_ERROR: 'Không đọc được dữ liệu từ mạng. Hãy thử lại.',
  INVALID_TOKEN: 'Không kiểm tra được token này.',
  UNSUPPORTED_NETWORK: 'Mạng này không được hỗ trợ.',
  CONFIG_ERROR: 'Widget chưa được thiết lập đúng.',
  SANDBOX_UNAVAILABLE: 'Sandbox không khả dụng.',
  USER_REJECTED: 'Yêu cầu đã bị từ chối trong ví.',
  WRONG_NETWORK: 'Ví đang ở một mạng khác.',
  INSUFFICIENT_BALANCE: 'Ví không đủ tiền cho giao dịch này.',
  WALLET_ERROR: 'Ví không thể hoàn tất yêu cầu. Hãy thử lại.',
  TRANSACTION_FAILED: 'Giao dịch thất bại.',
  UNSAFE_TRANSACTION: 'Giao dịch chưa được ký: đó không phải giao dịch mà hoán đổi này cần gửi.',
  EFFECT_NOT_CHECKED: 'Không kiểm tra được giao dịch sẽ làm gì với số dư của bạn.',
  UNKNOWN: 'Đã xảy ra lỗi. Hãy thử lại.',
};
