import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: '请求已在钱包中被拒绝。',
  rejectedConnection: '连接请求已在钱包中被拒绝。',
  rejectedNetworkSwitch: '切换网络请求已在钱包中被拒绝。',
  rejectedSignature: '签名请求已在钱包中被拒绝。',
  rejectedTransaction: '交易请求已在钱包中被拒绝。',
  unknownChain: '钱包无法切换到此网络。请在钱包中添加该网络后重试。',
  wrongNetwork: '钱包连接的是其他网络。请将其切换到此兑换所在的网络后重试。',
  insufficientFunds: '钱包资金不足，无法支付此交易及其网络费用。',
  connectFailed: '钱包无法连接。请重试。',
  requestFailed: '钱包无法完成该请求。请重试。',
  unreadableTransaction: '无法读取待签名的交易。请重试。',
  unsendableTransaction: '无法发送已签名的交易。请重试。',
  tronLinkAddNode:
    'TronLink 连接的是其他网络，且此兑换所在的网络不是 TronLink 内置的网络：请在 TronLink 中添加其节点并选中，然后重试。未签署任何内容。',
  walletConnectRelay: 'WalletConnect 无法连接到其中继服务器。请检查网络连接后重试。',
  walletConnectAnswer: '钱包返回的账户或网络不是本次兑换所请求的。未发送任何内容。',
  walletConnectClosed: '在钱包连接之前，WalletConnect 已被关闭。',
  walletConnectChain: '钱包在连接时未批准此网络。请断开连接，重新连接并批准该网络。',
};
