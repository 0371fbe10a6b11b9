import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: 'Hoán đổi xuyên chuỗi',
  tagline: 'Lộ trình xuyên chuỗi, trong một widget',
  switchToDarkTheme: 'Chuyển sang giao diện tối',
  switchToLightTheme: 'Chuyển sang giao diện sáng',
  apiUrlRefused: 'apiUrl trong liên kết đã bị từ chối: {reason} Đang dùng {origin} thay thế.',
  apiUrlNotValid: 'URL không hợp lệ.',
  amountNotRead:
    'Không đọc được số lượng trong liên kết ({amount}), nên chưa điền số lượng nào. Liên kết ghi số lượng dạng 7.5 hoặc 7,5, lớn hơn 0.',
  apiIgnored:
    'Liên kết yêu cầu một API định tuyến khác ({requested}). Yêu cầu này đã bị bỏ qua: trang này chỉ dùng {origin}.',
};
