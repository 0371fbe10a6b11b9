import type { Translation } from '../../lib/messages';
import type { historyMessages } from '../en/history';

export const history: Translation<typeof historyMessages.en> = {
  title: 'Lịch sử hoán đổi',
  empty: 'Chưa có hoán đổi nào.',
  loading: 'Đang tải các hoán đổi của bạn…',
  pastSwaps: 'Các hoán đổi trước đây',
  clear: 'Xóa lịch sử',
  clearHint:
    'Các hoán đổi đang diễn ra, và những hoán đổi còn giao dịch đang chờ xử lý, sẽ được giữ lại.',
  sent: 'Đã gửi',
  received: 'Đã nhận',
  showProgress: 'Xem tiến trình',
  pair: '{from} → {to}',
  amount: '{amount} {symbol}',
  statusDone: 'Hoàn tất',
  statusPartial: 'Hoàn tất một phần',
  statusFailed: 'Thất bại',
  statusStopped: 'Đã dừng',
  statusRunning: 'Đang diễn ra',
  statusCancelled: 'Đã hủy',
  receivedUnknown: 'Không rõ',
  receivedOtherToken: 'Token khác với yêu cầu; hãy kiểm tra ví của bạn',
  receivedNothing: 'Không có ghi nhận',
  receivedCancelled: 'Không có, đã hủy',
  receivedNotYet: 'Chưa nhận',
  sourceTransaction: 'Giao dịch nguồn',
  destinationTransaction: 'Giao dịch đích',
  justNow: 'vừa xong',
};
