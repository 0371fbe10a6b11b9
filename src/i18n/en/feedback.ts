import { defineSection } from '../../lib/messages';

/** Wallet support that could not load. */
export const feedbackMessages = defineSection('feedback', {
  walletStackFailed: 'The {network} wallet support could not be loaded.',
});
