import type { Translation } from '../../lib/messages';
import type { feedbackMessages } from '../en/feedback';

export const feedback: Translation<typeof feedbackMessages.en> = {
  walletStackFailed: '{network} 지갑 지원 기능을 불러오지 못했습니다.',
};
