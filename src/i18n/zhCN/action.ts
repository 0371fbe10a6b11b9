import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: '连接钱包',
  connectSolana: '连接钱包（Solana）',
  connectTron: '连接 Tron 钱包',
  connectCosmos: '连接 Cosmos 钱包',
  insufficient: '{symbol} 余额不足',
  insufficientNoSymbol: '余额不足',
  insufficientForFee: '{symbol} 不足以支付网络费用',
  enterRecipient: '输入收款地址',
  enterValidRecipient: '输入有效的收款地址',
  findingRoutes: '正在寻找路由…',
  routesUnavailable: '暂无可用路由',
  noRoute: '未找到路由',
  selectRoute: '选择路由',
  notExecutable: '路由无法执行（它运行在本组件不支持的网络上）',
  routesExpired: '路由已过期，正在刷新',
  updatingForWallet: '正在为您的钱包更新路由…',
  review: '查看 {route}',
  routeSummary: '{provider}，{amount}',
  reviewFailed: '无法加载兑换确认页面。请刷新页面后重试。',
};
