import type { Translation } from '../../lib/messages';
import type { feedbackMessages } from '../en/feedback';

export const feedback: Translation<typeof feedbackMessages.en> = {
  walletStackFailed: '无法加载 {network} 钱包支持。',
};
