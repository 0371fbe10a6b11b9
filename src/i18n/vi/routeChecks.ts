import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch:
    'Dịch vụ định tuyến gửi một lộ trình không khớp với yêu cầu của bạn. Lộ trình đó đã bị loại bỏ.',
  providerNotAllowed:
    'Dịch vụ định tuyến gửi một lộ trình từ nhà cung cấp mà widget này không sử dụng. Lộ trình đó đã bị loại bỏ.',
  noMatchingRoute:
    'Dịch vụ định tuyến gửi các lộ trình không khớp với yêu cầu của bạn, nên không lộ trình nào được hiển thị. Hãy thử lại sau.',
};
