import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch: '라우팅 서비스가 요청과 맞지 않는 경로를 보내 제외했습니다.',
  providerNotAllowed:
    '라우팅 서비스가 이 위젯에서 사용하지 않는 제공자의 경로를 보내 제외했습니다.',
  noMatchingRoute:
    '라우팅 서비스가 보낸 경로가 모두 요청과 맞지 않아 표시하지 않습니다. 나중에 다시 시도하세요.',
};
