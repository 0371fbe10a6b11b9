import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
  selectSource: '选择您要支付的代币。',
  selectDestination: '选择您要收到的代币。',
  sameToken: '请选择两种不同的代币。',
  enterAmount: '请输入数量。',
  notEnough: '余额不足：您的 {symbol} 不够。',
  recipientNeededEvm: '请输入用于接收代币的 EVM 地址。',
  recipientNeededSol: '请输入用于接收代币的 Solana 地址。',
  recipientNeededTron: '请输入用于接收代币的 Tron 地址。',
  recipientNeededCosmos: '请输入用于接收代币的 Cosmos 地址。',
  recipientBurn: '这是仅用于报价的销毁地址，任何人都无法从中转出资产。',
  recipientZero: '零地址无法接收代币。',
  recipientInvalid: '不是有效的 {network} 地址。',
  recipientFailed: '无法加载收款地址输入框。请刷新页面后重试。',
};
