import type { Translation } from '../../lib/messages';
import type { pageMessages } from '../en/page';

export const page: Translation<typeof pageMessages.en> = {
  title: '크로스체인 스왑',
  tagline: '하나의 위젯으로 체인을 넘나드는 경로',
  switchToDarkTheme: '다크 테마로 전환',
  switchToLightTheme: '라이트 테마로 전환',
  apiUrlRefused: '링크의 apiUrl이 거부되었습니다: {reason} 대신 {origin}을(를) 사용합니다.',
  apiUrlNotValid: '유효하지 않습니다.',
  amountNotRead:
    '링크의 금액({amount})을 읽을 수 없어 금액을 채우지 않았습니다. 링크의 금액은 7.5 또는 7,5처럼 0보다 큰 값으로 적어야 합니다.',
  apiIgnored:
    '링크가 다른 라우팅 API({requested})를 요청했지만 무시했습니다. 이 페이지는 {origin}만 사용합니다.',
};
