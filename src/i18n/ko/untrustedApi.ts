import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: '신뢰할 수 없는 API: {origin}',
  untrustedApiHint:
    '이 개발 빌드는 링크에 지정된 라우팅 API를 사용합니다. 실제 자금이 있는 지갑을 연결하지 마세요.',
};
