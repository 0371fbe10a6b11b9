import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: '兑换详情',
  reviewTitle: '确认兑换信息',
  rateChanged:
    '汇率已变动：您现在将收到 {amount}，且不少于 {newMinimum}。您之前查看的最少收到数量为 {minimum}。',
  acceptAndSwap: '接受新汇率并兑换',
  confirmSwap: '确认兑换',
  confirmRecipientFirst: '请先确认代币的收款地址。',
  newQuote: '获取新报价',
  rememberedRecipient: '这是之前访问时记住的地址，并非您已连接的钱包。',
  confirmRecipient: '我确认代币将发送至 {address}',
  recipientChecking: '正在检查收款地址是否为 {chain} 上的合约…',
  recipientIsContract:
    '收款地址是 {chain} 上的合约，而不是钱包。发送到无法转出代币的合约的代币将永久丢失。',
  acknowledgeContract: '我了解收款地址是合约',
  recipientNotChecked:
    '无法检查收款地址是否有合约代码：{reason}确认前，请确保它能在 {chain} 上接收 {symbol}。',
  checkingRecipientFirst: '正在检查收款地址，请稍候。',
  acknowledgeContractFirst: '请先确认您了解收款地址是合约。',
  toYourWallet: '收款：您的 {network} 钱包',
  toConnectedWallet: '收款：您的钱包',
  youPay: '支付',
  youReceive: '收到（预计）',
  minimumReceived: '最少收到',
  slippage: '滑点',
  estimatedTime: '预计时间',
  networkCost: '网络费用',
  noNetworkCost: '无需从您的钱包支付',
  rate: '汇率',
  priceImpact: '价格影响',
  priceImpactUnknown: '未知（无美元价格）',
  amountOnChain: '{chain} 上的 {amount}',
  approval: '授权',
  unlimitedApproval:
    '如需授权，将在 {chain} 上无限授权 {symbol}（根据您的设置）。钱包请求确认之前，会先显示被授权的合约。',
  acceptImpact: '我接受 {percent} 的价格影响',
  acceptUnknownImpact: '我接受所收到资产的价值未知',
  acceptImpactFirst: '请先接受价格影响。',
  simulatedEffect: '模拟影响',
  effectLoading: '正在模拟此兑换对您余额的影响…',
  effectNoWallet: '连接钱包以查看此兑换对您余额的影响。',
  effectNoSimulation: '该网络的节点无法模拟此兑换对您余额的影响。签名前，您的钱包仍会显示该交易。',
  effectNetwork: '暂不支持在 {chain} 上模拟此兑换对您余额的影响。',
  effectNothingToSign:
    '您的钱包目前无需在 {chain} 上签署任何内容；后续交易会在钱包请求确认前显示其影响。',
  effectBudget:
    '为给您的兑换保留路由服务的请求额度，现在不进行模拟。“确认兑换”会在签名前检查交易，每个步骤也会在钱包请求确认前显示其影响。',
  effectQuickSwap:
    '此兑换的交易随“确认兑换”时的最新报价一起提供：届时会模拟其影响，并在钱包请求确认前显示。',
  effectOrder: '第一步签署的是订单，而不是交易：没有可模拟的交易。',
  effectFailed: '无法模拟影响：{reason}“确认兑换”会在签名前再次检查交易。',
  effectNoChange: '您的余额不会变化。',
  effectLater: '后续每笔交易都会在钱包请求确认前显示其影响。',
  signatures: '签名',
  signatureOnChain: '在 {chain} 上{signature}',
  signatureIfAsked: '{signature}（如有请求）',
};
