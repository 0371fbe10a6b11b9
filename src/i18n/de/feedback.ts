import type { feedbackMessages } from '../en/feedback';
import type { Translation } from '../messages';

export const feedback: Translation<typeof feedbackMessages.en> = {
  walletStackFailed: 'Die {network}-Wallet-Unterstützung konnte nicht geladen werden.',
};
