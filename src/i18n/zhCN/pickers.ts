import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}，支付代币',
  destinationToken: '{shown}，接收代币',
  payWith: '支付代币',
  receive: '接收代币',
  anyChain: '任意链',
  loading: '加载中…',
  notLoaded: '未加载',
  unknownToken: '未知代币',
  selectToken: '选择代币',
  dialogFailed: '无法加载代币列表。请刷新页面后重试。',
  unknownWarning: '不在已验证列表中，交易前请核对地址。',
  flaggedWarning: '已标记的代币：可能是诈骗代币或存在异常行为。',
  notOffered: '不可用',
  notOfferedWarning: '此处不提供该代币。请选择其他代币。',
  fixed: '由本网站设定',
};
