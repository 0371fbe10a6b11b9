import type { Translation } from '../../lib/messages';
import type { routesPanelMessages } from '../en/routesPanel';

export const routesPanel: Translation<typeof routesPanelMessages.en> = {
  routeOptions: '路由选项',
  panelFailed: '无法显示路由。',
  tryAgain: '重试',
  loading: '正在加载路由',
  finding: '正在寻找最佳路由…',
};
