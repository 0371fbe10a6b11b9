import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: 'API không đáng tin cậy: {origin}',
  untrustedApiHint:
    'Bản dựng phát triển này dùng API định tuyến được nêu trong liên kết. Đừng kết nối ví có tiền thật.',
};
