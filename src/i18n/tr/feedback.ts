import type { Translation } from '../../lib/messages';
import type { feedbackMessages } from '../en/feedback';

export const feedback: Translation<typeof feedbackMessages.en> = {
  walletStackFailed: '{network} cüzdan desteği yüklenemedi.',
};
