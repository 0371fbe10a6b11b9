import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: '路由服务繁忙。请在 {seconds} 秒后重试。',
  rateLimited: '路由服务繁忙。请稍后重试。',
  serviceTroubleHttp: '路由服务暂时出现问题（HTTP {status}）。请稍后重试。',
  serviceTrouble: '路由服务暂时出现问题。请稍后重试。',
  refusedHttp: '路由服务拒绝了请求（HTTP {status}）。',
  network: '无法连接路由服务。请检查您的网络连接。',
  timeout: '路由服务响应超时。请重试。',
  aborted: '请求已取消。',
  invalidResponse: '路由服务返回了意外的响应。',
  badRequest: '路由服务拒绝了该请求。',
  notFound: '路由服务已找不到此路由或步骤。请获取新报价。',
  apiError: '路由服务报告了一个错误（{code}）。',
  quoteExpired: '此报价已过期。请获取新报价后继续。',
  unknown: '出了点问题。请重试。',
  tooLarge: '路由服务返回的数据超出了本组件可接受的大小。',
};
