import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: 'Hoán đổi',
  flip: 'Đảo chiều nguồn và đích',
  close: 'Đóng',
  recipientTo: 'Đến:',
  clearRecipient: 'Xóa người nhận',
  clear: 'Xóa',
  panelLoadFailed: 'Không hiển thị được tiến trình hoán đổi. Hãy tải lại trang để xem.',
  crashed: 'Widget hoán đổi đã ngừng hoạt động.',
  crashedHint: 'Hãy tải lại trang để thử lại.',
  tryAgain: 'Thử lại',
  history: 'Lịch sử',
  historyFailed: 'Không tải được lịch sử. Hãy tải lại trang để thử lại.',
  recipientFailed: 'Không thể hiển thị người nhận. Hãy tải lại trang trước khi hoán đổi.',
  accountFailed: 'Không tải được ví. Hãy tải lại trang.',
  settings: 'Cài đặt',
  settingsAttention: 'Có một cài đặt cần bạn chú ý',
  layoutFailed: 'Không hiển thị được giao dịch hoán đổi. Hãy tải lại trang để thử lại.',
  settingsFailed: 'Không tải được cài đặt. Hãy tải lại trang để thử lại.',
  loadingWallet: 'Đang tải ví…',
  mainActionFailed: 'Không tải được nút hoán đổi. Hãy tải lại trang hoặc thử lại.',
};
