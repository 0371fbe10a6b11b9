import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'API 地址不是有效的 URL。',
  apiUrlScheme: 'API 地址必须以 http:// 或 https:// 开头。',
  apiUrlCredentials: 'API 地址不能包含用户名或密码。',
};
