import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: '兑换',
  flip: '互换支付和接收代币',
  close: '关闭',
  recipientTo: '收款：',
  clearRecipient: '清除收款地址',
  clear: '清除',
  panelLoadFailed: '无法显示兑换进度。请刷新页面查看。',
  crashed: '兑换组件已停止运行。',
  crashedHint: '请刷新页面后重试。',
  tryAgain: '重试',
  history: '历史记录',
  historyFailed: '无法加载兑换记录。请刷新页面后重试。',
  recipientFailed: '无法显示收款地址。兑换前请重新加载页面。',
  accountFailed: '无法加载钱包。请刷新页面。',
  settings: '设置',
  settingsAttention: '有一项设置需要您留意',
  layoutFailed: '无法显示兑换。请刷新页面后重试。',
  settingsFailed: '无法加载设置。请刷新页面后重试。',
  loadingWallet: '正在加载钱包…',
  mainActionFailed: '无法加载兑换按钮。请刷新页面或重试。',
};
