import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: '无法加载网络列表。',
  tokensFailed: '无法加载代币列表，因此无法验证所选代币。',
  retry: '重试',
  retrying: '正在重试…',
  noRoute: '未找到此交易对和数量的路由。请尝试其他数量或代币。',
  noRouteFiltered:
    '在您的提供方筛选条件（{filter}）下，未找到此交易对和数量的路由。请清除筛选，或尝试其他数量或代币。',
  filterOnly: '仅限 {providers}',
  filterExcluding: '排除 {providers}',
  clearFilters: '清除提供方筛选',
  outOfDate: '这些路由可能已过时：无法刷新。',
  offlineOutOfDate: '这些路由可能已过时：您已离线。恢复联网后会自动刷新。',
  offline: '您已离线。恢复联网后将加载路由。',
};
