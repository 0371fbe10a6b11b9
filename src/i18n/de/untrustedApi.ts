import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: 'Nicht vertrauenswürdige API: {origin}',
  untrustedApiHint:
    'Dieser Entwicklungs-Build nutzt die im Link genannte Routing-API. Verbinden Sie keine Wallet mit echtem Guthaben.',
};
