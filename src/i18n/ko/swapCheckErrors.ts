import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    '라우팅 서비스가 선택한 경로와 맞지 않는 단계를 보냈습니다. 아무것도 서명하지 않았습니다.',
  txnsMismatch:
    '라우팅 서비스가 자체 경로와 맞지 않는 트랜잭션을 보냈습니다. 아무것도 서명하지 않았습니다.',
  quickSwapMismatch:
    '라우팅 서비스가 검토한 것과 다른 스왑을 제시했습니다. 아무것도 서명하지 않았습니다.',
  routeGone: '이 경로는 더 이상 제공되지 않습니다. 다른 경로를 선택하세요.',
};
