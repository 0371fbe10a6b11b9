import type { Translation } from '../../lib/messages';
import type { sandboxMessages } from '../en/sandbox';

export const sandbox: Translation<typeof sandboxMessages.en> = {
  sandbox: '샌드박스',
  sandboxDescription: '테스트 네트워크 — 실제 자금이 사용되지 않습니다',
};
