import { defineSection } from '../messages';

/** The sandbox badge, and wallet support that could not load. */
export const feedbackMessages = defineSection('feedback', {
  sandbox: 'Sandbox',
  sandboxDescription: 'Test network — no real funds are involved',
  walletStackFailed: 'The {network} wallet support could not be loaded.',
});
