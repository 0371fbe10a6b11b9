import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'API 주소가 유효한 URL이 아닙니다.',
  apiUrlScheme: 'API 주소는 http:// 또는 https://로 시작해야 합니다.',
  apiUrlCredentials: 'API 주소에 사용자 이름이나 비밀번호를 넣을 수 없습니다.',
};
