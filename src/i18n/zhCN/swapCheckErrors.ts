import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch: '路由服务发送的步骤与您选择的路由不符。未签署任何内容。',
  txnsMismatch: '路由服务发送的交易与其路由不符。未签署任何内容。',
  quickSwapMismatch: '路由服务提供的兑换与您查看过的不同。未签署任何内容。',
  routeGone: '此路由已不再提供。请选择其他路由。',
};
