import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: '경로 옵션',
  panelFailed: '경로를 표시할 수 없습니다.',
  tryAgain: '다시 시도',
  loading: '경로 불러오는 중',
  finding: '최적 경로를 찾는 중…',
};
