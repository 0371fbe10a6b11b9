import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch: '路由服务返回的一条路由与您的请求不符，已被排除。',
  providerNotAllowed: '路由服务返回的一条路由来自本组件不使用的提供方，已被排除。',
  noMatchingRoute: '路由服务返回的路由均与您的请求不符，因此不予显示。请稍后重试。',
};
