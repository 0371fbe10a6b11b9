import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    'Dịch vụ định tuyến gửi các bước không khớp với lộ trình bạn đã chọn. Chưa có gì được ký.',
  txnsMismatch:
    'Dịch vụ định tuyến gửi các giao dịch không khớp với lộ trình của nó. Chưa có gì được ký.',
  quickSwapMismatch:
    'Dịch vụ định tuyến đề xuất một hoán đổi khác với hoán đổi bạn đã xem lại. Chưa có gì được ký.',
  routeGone: 'Lộ trình này không còn được cung cấp. Hãy chọn lộ trình khác.',
};
