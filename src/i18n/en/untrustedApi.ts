import { defineSection } from '../../lib/messages';

/** Development builds only: the banner over a page that talks to an API a link chose. */
export const untrustedApiMessages = defineSection('untrustedApi', {
  untrustedApi: 'Untrusted API: {origin}',
  untrustedApiHint:
    'This development build uses the routing API named in the link. Do not connect a wallet holding real funds.',
});
