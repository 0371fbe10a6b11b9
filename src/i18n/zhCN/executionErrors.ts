import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule}未签署任何内容。',
  ruleSender: '该交易将从另一个钱包而不是您的钱包发送。',
  ruleChain: '该交易所在的网络与此步骤不符。',
  ruleSpender: '该授权将允许另一个合约（而不是执行兑换的合约）使用您的代币。',
  ruleApprovalToken: '该授权针对的代币与此步骤花费的代币不符。',
  ruleApprovalCalldata: '该授权交易不是普通的代币授权。',
  ruleSpenderToken: '该授权将允许一个代币合约（而不是执行兑换的合约）使用您的代币。',
  ruleHiddenApproval: '该交易会允许他人使用您的代币，但此步骤并不是授权。',
  ruleTokenCall: '该交易直接调用了此路由中的代币合约，而不是执行兑换的合约。',
  ruleValue: '该交易发送的原生币多于此步骤所需。',
  ruleTargetChanged: '该交易的目标合约与此路由给出的合约不符。',
  rulePayloadNetwork: '路由服务发送了另一类网络的交易。',
  ruleFeePayer: '该交易将由您的钱包以外的账户支付费用。',
  ruleExtraSigner: '该交易需要您的钱包以外的账户签名。',
  ruleForeignProgram: '该交易调用了不属于此路由的程序。',
  ruleOrderType: '您的钱包将被要求签署一条本组件无法识别为订单的消息。',
  ruleOrderChain: '该订单所在的网络与此步骤不符。',
  ruleOrderContract: '该订单将由另一个合约（而不是此路由给出的合约）结算。',
  ruleOrderMaker: '该订单将从另一个钱包而不是您的钱包支出。',
  ruleOrderInput: '该订单付出的代币与此步骤花费的不同，或数量更多。',
  ruleOrderOutput: '该订单要求的代币与此路由承诺的不同，或数量更少。',
  ruleOrderMinimum: '该订单的结算数量将低于您同意的最少收到数量。',
  ruleOrderRecipient: '该订单将付款给此路由收款地址以外的地址。',
  ruleOrderDeadline: '该订单已过期，或有效期将超过一天。',
  ruleTronEncoding: '无法完整读取该交易，或其各部分内容不一致。',
  ruleTronTxId: '该交易 ID 与待签名交易的 ID 不符。',
  ruleTronContractType: '该交易不是单个合约调用或 TRX 转账。',
  ruleApprovalAmount: '该授权数量与此路由的花费不符。',
  ruleFeeLimit: '该交易可能为网络费用燃烧超出本组件允许的 TRX。',
  ruleExpiration: '该交易已过期，或有效期将超过一天。',
  broadcastRefused:
    '网络拒绝了已签名的交易（{reason}）。交易已保留：“重试”会再次发送，直到其过期。',
  ruleCosmosUnreadable: '路由服务发送了本组件无法读取的交易。',
  ruleCosmosMessage: '该交易包含本组件不会签署的消息类型。',
  ruleCosmosInput: '该交易发送的代币或数量与此步骤花费的不符。',
  ruleCosmosReceiver: '该转账将发送到此路由收款地址以外的地址。',
  ruleCosmosMemo: '该交易附带本组件无法读取的指令（备注）。',
  ruleCosmosMemoRecipient: '该交易的指令（备注）将付款给此路由收款地址以外的地址。',
  ruleCosmosMemoOutput: '该交易的指令（备注）要求的代币与此路由承诺的不同，或数量更少。',
  ruleCosmosTimeout: '该转账已过期，或保持开放的时间将超过一小时。',
  ruleCosmosIbcChannel: '该转账将通过一个不通往此路由目标链的 IBC 通道发出。',
  ruleCosmosFee: '网络费用将远高于此路由报价时的费用。',
  simulationFailedReason:
    '此交易在链上会失败（{reason}），因此未请求您的钱包签名。未签署任何内容。',
  simulationFailed: '此交易在链上会失败，因此未请求您的钱包签名。未签署任何内容。',
  effectSend: '此交易还会从您的钱包发送 {amount}。未签署任何内容。',
  effectOverspend: '此交易将从您的钱包转出 {amount}，超过此步骤应花费的 {max}。未签署任何内容。',
  effectGrant: '此交易还会允许 {spender} 从您的钱包使用 {amount}。未签署任何内容。',
  effectGrantAll: '此交易还会允许 {spender} 转移您的全部 {token}。未签署任何内容。',
  effectOther: '此交易还会以本次兑换不需要的方式更改您的账户。未签署任何内容。',
  effectNotChecked:
    '该网络的节点无法显示此交易对您余额的影响。勾选“未检查影响”并重试，即可仍然签名。未签署任何内容。',
  blockhashExpired: '此交易在签名前已过期。请重新获取后继续；未签署任何内容。',
  transactionTooLarge:
    '此路由的 Solana 交易过大（{size} 字节，上限为 {limit}）。请获取新报价；涉及账户更少的路由可以容纳。',
  walletMissing: '请连接您的 {network} 钱包以继续。',
  unsupportedSignature: '此步骤需要签署消息，而本组件仅在 EVM 网络上签署消息。',
  unsupportedUntypedSignature:
    '此步骤要求您的钱包签署一条纯文本消息，本组件无法检查其影响，因此未签名。',
  unsupportedNetwork: '此步骤运行在本组件暂不支持签名的网络上。',
  unsupportedUnknownTransaction:
    '页面关闭期间，您的钱包为此步骤发送了一笔交易，但无法找到它。重试之前请先检查您的钱包。',
  maybeSentPending:
    '您的钱包为此步骤发送的一笔交易仍在处理中。请等到钱包显示已确认后再重试；它不会被重复发送。',
  sentNotAsked:
    '您的钱包报告的交易并不是请求它发送的那笔，因此兑换不会跟踪它。重试之前请先检查钱包的活动记录。',
  sentUnknown:
    '您的钱包报告了一笔网络无法识别的交易，因此兑换不会跟踪它。重试之前请先检查钱包的活动记录。',
  approvalOverBalance: '此步骤授权的 {symbol} 将超过您账户的持有量，因此未签名。未签署任何内容。',
  storedDecimals:
    '已保存的兑换记录显示 {chain} 上的 {symbol} 有 {stored} 位小数，但其代币列表或链上数据显示为 {actual}：记录已被更改，因此未签署任何内容。请获取新报价。',
  storedForeignSigner:
    '为此步骤保存的交易由另一个账户（而非当前连接的账户）签名，因此既未发送也未跟踪。未签署任何内容。',
  orderRefused: '路由服务拒绝了已签名的订单，因此没有转移任何资产。请重试以签署新订单。',
  revertedReason: '交易在链上失败：{reason}',
  reverted: '交易在链上失败。',
  batchNotSent: '您的钱包没有发送授权和兑换：未发送任何内容。',
  replacementNotStuck: '此步骤没有可加速或取消的待处理交易。',
  replacementNoCancel: '此步骤无法取消：部分兑换已经完成转移。',
  replacementLanded: '该交易在此期间已确认；未替换任何交易。',
  replacementUnknown: '网络已找不到该待处理交易，因此无法替换。兑换会继续等待它。',
  replacementMismatch: '该待处理交易不是此步骤发送的那笔，因此未替换。',
  replacementNewNonceSpeedUp:
    '您的钱包将加速操作作为一笔新交易发送，而不是替换卡住的交易，因此兑换可能执行两次。请打开钱包的活动记录，取消其中一笔。',
  replacementNewNonceCancel:
    '您的钱包将取消操作作为一笔新交易发送，而不是替换卡住的交易：它不会取消任何内容，兑换会继续等待原交易。',
  tooLargeBelowMinimum:
    '此路由的 Solana 交易过大，无法发送；而当前提供的较小路由支付的数量低于您查看过的最少收到数量。未签署任何内容。请获取新报价。',
  tooLargeNoSmallerRoute:
    '此路由的 Solana 交易过大，无法发送，且没有可用的较小路由。未签署任何内容。请获取新报价。',
  tooLargeExhausted:
    '即使用更少的账户重新报价，此路由的 Solana 交易仍然过大，无法发送。未签署任何内容。请获取新报价。',
};
