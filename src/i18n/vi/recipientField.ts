import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: 'Địa chỉ người nhận',
  recipientLabelRequired: 'Địa chỉ người nhận (bắt buộc)',
  recipientPlaceholderRequired: 'Địa chỉ trên chuỗi đích',
  recipientPlaceholder: 'Ví đang kết nối của bạn',
  recipientHintRequired: 'Chuỗi đích dùng một loại ví khác, vì vậy hãy cho biết nơi gửi token.',
  recipientHint: 'Để trống để nhận vào ví đang kết nối của bạn.',
  recipientCleared: 'Người nhận trước đó {address} đã bị xóa và sẽ không được dùng.',
  useMyWallet: 'Dùng ví {network} của tôi ({address})',
  recipientHidden:
    'Các token này sẽ đến một chuỗi {network}, và trang này không có ô nhập địa chỉ người nhận: hãy kết nối ví {network} để nhận chúng.',
};
