import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'Địa chỉ API không phải URL hợp lệ.',
  apiUrlScheme: 'Địa chỉ API phải bắt đầu bằng http:// hoặc https://.',
  apiUrlCredentials: 'Địa chỉ API không được chứa tên người dùng hoặc mật khẩu.',
};
