import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: 'Các lựa chọn lộ trình',
  panelFailed: 'Không hiển thị được các lộ trình.',
  tryAgain: 'Thử lại',
  loading: 'Đang tải lộ trình',
  finding: 'Đang tìm lộ trình tốt nhất…',
};
