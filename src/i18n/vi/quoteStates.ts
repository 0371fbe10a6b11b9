import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: 'Không tải được danh sách mạng.',
  tokensFailed: 'Không tải được danh sách token, nên không thể kiểm tra token đã chọn.',
  retry: 'Thử lại',
  retrying: 'Đang thử lại…',
  noRoute:
    'Không tìm thấy lộ trình cho cặp token và số lượng này. Hãy thử số lượng hoặc token khác.',
  noRouteFiltered:
    'Không tìm thấy lộ trình cho cặp token và số lượng này với bộ lọc nhà cung cấp của bạn ({filter}). Hãy xóa bộ lọc, hoặc thử số lượng hoặc token khác.',
  filterOnly: 'chỉ {providers}',
  filterExcluding: 'trừ {providers}',
  clearFilters: 'Xóa bộ lọc nhà cung cấp',
  outOfDate: 'Các lộ trình này có thể đã cũ: không làm mới được.',
  offlineOutOfDate:
    'Các lộ trình này có thể đã cũ: bạn đang ngoại tuyến. Chúng sẽ được làm mới khi bạn có mạng trở lại.',
  offline: 'Bạn đang ngoại tuyến. Lộ trình sẽ được tải khi bạn có mạng trở lại.',
};
