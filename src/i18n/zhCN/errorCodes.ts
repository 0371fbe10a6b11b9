import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: '路由服务拒绝了请求。',
  RATE_LIMITED: '路由服务繁忙。请稍后重试。',
  NETWORK_ERROR: '无法连接路由服务。请检查您的网络连接。',
  TIMEOUT: '路由服务响应超时。请重试。',
  ABORTED: '请求已取消。',
  INVALID_RESPONSE: '路由服务返回了意外的响应。',
  API_ERROR: '路由服务报告了一个错误。',
  QUOTE_EXPIRED: '此报价已过期。请获取新报价后继续。',
  INVALID_REQUEST: '请求无效。',
  UNTRUSTED_RESPONSE: '路由服务返回的内容与请求不符。',
  RPC_ERROR: '无法读取网络数据。请重试。',
  INVALID_TOKEN: '无法验证此代币。',
  UNSUPPORTED_NETWORK: '不支持此网络。',
  CONFIG_ERROR: '本组件配置有误。',
  SANDBOX_UNAVAILABLE: '沙盒不可用。',
  USER_REJECTED: '请求已在钱包中被拒绝。',
  WRONG_NETWORK: '钱包连接的是其他网络。',
  INSUFFICIENT_BALANCE: '钱包资金不足，无法完成此交易。',
  WALLET_ERROR: '钱包无法完成该请求。请重试。',
  TRANSACTION_FAILED: '交易失败。',
  UNSAFE_TRANSACTION: '交易未签名：它与此次兑换应发送的内容不符。',
  EFFECT_NOT_CHECKED: '无法检查该交易对您余额的影响。',
  UNKNOWN: '出了点问题。请重试。',
};
