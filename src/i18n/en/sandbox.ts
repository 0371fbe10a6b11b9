import { defineSection } from '../../lib/messages';

/** Development builds only: the sandbox badge (production ships neither it nor its words). */
export const sandboxMessages = defineSection('sandbox', {
  sandbox: 'Sandbox',
  sandboxDescription: 'Test network — no real funds are involved',
});
