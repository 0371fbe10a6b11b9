import type { feedbackMessages } from '../en/feedback';
import type { Translation } from '../messages';

export const feedback: Translation<typeof feedbackMessages.en> = {
  sandbox: 'Sandbox',
  sandboxDescription: 'Testnetzwerk – es ist kein echtes Geld im Spiel',
  walletStackFailed: 'Die {network}-Wallet-Unterstützung konnte nicht geladen werden.',
};
