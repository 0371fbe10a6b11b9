import type { Translation } from '../../lib/messages';
import type { executionErrorMessages } from '../en/executionErrors';

export const executionErrors: Translation<typeof executionErrorMessages.en> = {
  unsafe: '{rule} 아무것도 서명하지 않았습니다.',
  ruleSender: '이 트랜잭션은 내 지갑이 아닌 다른 지갑에서 전송됩니다.',
  ruleChain: '이 트랜잭션은 이 단계와 다른 네트워크용입니다.',
  ruleSpender: '이 승인은 스왑하는 컨트랙트가 아닌 다른 컨트랙트가 내 토큰을 쓰도록 허용합니다.',
  ruleApprovalToken: '이 승인은 이 단계에서 쓰는 토큰과 다른 토큰에 대한 것입니다.',
  ruleApprovalCalldata: '이 승인 트랜잭션은 일반적인 토큰 승인이 아닙니다.',
  ruleSpenderToken: '이 승인은 스왑하는 컨트랙트 대신 토큰 컨트랙트가 내 토큰을 쓰도록 허용합니다.',
  ruleHiddenApproval:
    '이 단계는 승인이 아닌데도, 이 트랜잭션은 다른 사람이 내 토큰을 쓰도록 허용합니다.',
  ruleTokenCall: '이 트랜잭션은 스왑하는 컨트랙트가 아니라 이 경로의 토큰을 직접 호출합니다.',
  ruleValue: '이 트랜잭션은 이 단계에 필요한 것보다 많은 네이티브 코인을 보냅니다.',
  ruleTargetChanged: '이 트랜잭션은 이 경로에 지정된 컨트랙트가 아닌 다른 컨트랙트로 갑니다.',
  rulePayloadNetwork: '라우팅 서비스가 다른 종류의 네트워크용 트랜잭션을 보냈습니다.',
  ruleFeePayer: '이 트랜잭션의 수수료를 내 지갑이 아닌 다른 계정이 냅니다.',
  ruleExtraSigner: '이 트랜잭션에는 내 지갑이 아닌 다른 계정의 서명이 필요합니다.',
  ruleForeignProgram: '이 트랜잭션은 이 경로에 속하지 않는 프로그램을 호출합니다.',
  ruleOrderType: '지갑에서 이 위젯이 주문으로 읽을 수 없는 메시지에 서명하라는 요청을 받게 됩니다.',
  ruleOrderChain: '이 주문은 이 단계와 다른 네트워크용입니다.',
  ruleOrderContract: '이 주문은 이 경로에 지정된 컨트랙트가 아닌 다른 컨트랙트에서 정산됩니다.',
  ruleOrderMaker: '이 주문은 내 지갑이 아닌 다른 지갑에서 자산을 씁니다.',
  ruleOrderInput: '이 주문은 이 단계에서 쓰는 것과 다른 토큰이나 더 많은 양을 내줍니다.',
  ruleOrderOutput: '이 주문은 이 경로가 약속한 것과 다른 토큰이나 더 적은 양을 요구합니다.',
  ruleOrderMinimum: '이 주문은 받기로 동의한 최소 수령액보다 적게 정산됩니다.',
  ruleOrderRecipient: '이 주문은 이 경로의 받는 주소가 아닌 다른 주소로 지급합니다.',
  ruleOrderDeadline: '이 주문은 만료되었거나 하루 넘게 유효합니다.',
  ruleTronEncoding: '이 트랜잭션을 전체로 읽을 수 없거나, 각 부분의 내용이 서로 다릅니다.',
  ruleTronTxId: '트랜잭션 ID가 서명할 트랜잭션의 ID와 다릅니다.',
  ruleTronContractType: '이 트랜잭션은 단일 컨트랙트 호출이나 TRX 전송이 아닙니다.',
  ruleApprovalAmount: '이 승인 금액은 이 경로에서 쓰는 금액과 다릅니다.',
  ruleFeeLimit:
    '이 트랜잭션은 네트워크 수수료로 이 위젯이 허용하는 것보다 많은 TRX를 소각할 수 있습니다.',
  ruleExpiration: '이 트랜잭션은 만료되었거나 하루 넘게 유효합니다.',
  broadcastRefused:
    '네트워크가 서명된 트랜잭션을 거부했습니다 ({reason}). 트랜잭션은 보관되며, ‘다시 시도’하면 만료될 때까지 다시 보냅니다.',
  ruleCosmosUnreadable: '라우팅 서비스가 이 위젯이 읽을 수 없는 트랜잭션을 보냈습니다.',
  ruleCosmosMessage: '이 트랜잭션에 이 위젯이 서명하지 않는 종류의 메시지가 들어 있습니다.',
  ruleCosmosInput: '이 트랜잭션은 이 단계에서 쓰는 것과 다른 토큰이나 다른 금액을 보냅니다.',
  ruleCosmosReceiver: '이 전송은 이 경로의 받는 주소가 아닌 다른 주소로 갑니다.',
  ruleCosmosMemo: '이 트랜잭션에 이 위젯이 읽을 수 없는 지시(메모)가 들어 있습니다.',
  ruleCosmosMemoRecipient:
    '이 트랜잭션의 지시(메모)는 이 경로의 받는 주소가 아닌 다른 주소로 지급합니다.',
  ruleCosmosMemoOutput:
    '이 트랜잭션의 지시(메모)는 이 경로가 약속한 것과 다른 토큰이나 더 적은 양을 요구합니다.',
  ruleCosmosTimeout: '이 전송은 만료되었거나 한 시간 넘게 열려 있습니다.',
  ruleCosmosIbcChannel: '이 전송은 이 경로의 도착 체인으로 이어지지 않는 IBC 채널로 나갑니다.',
  ruleCosmosFee: '네트워크 수수료가 이 경로의 견적 당시보다 훨씬 높습니다.',
  simulationFailedReason:
    '이 트랜잭션은 온체인에서 실패하므로 ({reason}) 지갑에 서명을 요청하지 않았습니다. 아무것도 서명하지 않았습니다.',
  simulationFailed:
    '이 트랜잭션은 온체인에서 실패하므로 지갑에 서명을 요청하지 않았습니다. 아무것도 서명하지 않았습니다.',
  effectSend: '이 트랜잭션은 지갑에서 {amount}도 보냅니다. 아무것도 서명하지 않았습니다.',
  effectOverspend:
    '이 트랜잭션은 지갑에서 {amount}을(를) 가져가며, 이는 이 단계에서 쓰는 {max}보다 많습니다. 아무것도 서명하지 않았습니다.',
  effectGrant:
    '이 트랜잭션은 {spender}에 지갑의 {amount} 사용도 허용합니다. 아무것도 서명하지 않았습니다.',
  effectGrantAll:
    '이 트랜잭션은 {spender}에 내 {token} 전체 이동도 허용합니다. 아무것도 서명하지 않았습니다.',
  effectOther:
    '이 트랜잭션은 이 스왑에 필요 없는 방식으로 계정도 변경합니다. 아무것도 서명하지 않았습니다.',
  effectNotChecked:
    '이 네트워크의 노드는 트랜잭션이 잔액에 미치는 영향을 보여 줄 수 없습니다. 그래도 서명하려면 ‘영향 확인 안 함’을 선택하고 다시 시도하세요. 아무것도 서명하지 않았습니다.',
  blockhashExpired:
    '이 트랜잭션은 서명 전에 만료되었습니다. 계속하려면 다시 받으세요. 아무것도 서명하지 않았습니다.',
  transactionTooLarge:
    '이 경로의 Solana 트랜잭션이 너무 큽니다 ({size}바이트, 한도 {limit}). 새 견적을 받으세요. 더 적은 계정을 사용하는 경로는 한도에 맞습니다.',
  walletMissing: '계속하려면 {network} 지갑을 연결하세요.',
  unsupportedSignature:
    '이 단계는 메시지 서명을 요청하지만, 이 위젯은 EVM 네트워크에서만 메시지에 서명합니다.',
  unsupportedUntypedSignature:
    '이 단계는 지갑에 일반 텍스트 메시지 서명을 요청합니다. 이 위젯은 그 영향을 확인할 수 없으므로 서명하지 않았습니다.',
  unsupportedNetwork: '이 단계는 이 위젯이 아직 서명할 수 없는 네트워크에서 실행됩니다.',
  unsupportedUnknownTransaction:
    '페이지가 닫혀 있는 동안 지갑이 이 단계의 트랜잭션을 보냈는데, 찾을 수 없습니다. 다시 시도하기 전에 지갑을 확인하세요.',
  maybeSentPending:
    '이 단계를 위해 지갑에서 보낸 트랜잭션이 아직 대기 중입니다. 지갑에 확인됨으로 표시될 때까지 기다린 후 다시 시도하세요. 두 번 전송되지 않습니다.',
  sentNotAsked:
    '지갑이 요청받은 것과 다른 트랜잭션을 보고했으므로 스왑은 이를 추적하지 않습니다. 다시 시도하기 전에 지갑 활동 내역을 확인하세요.',
  sentUnknown:
    '지갑이 네트워크에 없는 트랜잭션을 보고했으므로 스왑은 이를 추적하지 않습니다. 다시 시도하기 전에 지갑 활동 내역을 확인하세요.',
  approvalOverBalance:
    '이 단계는 계정 보유량보다 많은 {symbol}을(를) 승인하므로 서명하지 않았습니다. 아무것도 서명하지 않았습니다.',
  storedDecimals:
    '저장된 스왑에는 {chain}의 {symbol} 소수점이 {stored}자리로 되어 있지만, 토큰 목록이나 체인에는 {actual}자리로 되어 있습니다. 기록이 변경되었으므로 아무것도 서명하지 않았습니다. 새 견적을 받으세요.',
  storedForeignSigner:
    '이 단계에 저장된 트랜잭션은 연결된 계정이 아닌 다른 계정이 서명했으므로 전송하거나 추적하지 않았습니다. 아무것도 서명하지 않았습니다.',
  orderRefused:
    '라우팅 서비스가 서명된 주문을 거부하여 아무것도 이동하지 않았습니다. 다시 시도하여 새 주문에 서명하세요.',
  revertedReason: '트랜잭션이 온체인에서 실패했습니다: {reason}',
  reverted: '트랜잭션이 온체인에서 실패했습니다.',
  batchNotSent: '지갑이 승인과 스왑을 보내지 않았습니다. 아무것도 전송되지 않았습니다.',
  replacementNotStuck: '이 단계에는 가속하거나 취소할 대기 중인 트랜잭션이 없습니다.',
  replacementNoCancel: '이 단계는 취소할 수 없습니다. 스왑의 일부가 이미 이동했습니다.',
  replacementLanded: '그사이 트랜잭션이 확인되어 아무것도 대체하지 않았습니다.',
  replacementUnknown:
    '네트워크에서 대기 중인 트랜잭션을 더 이상 찾을 수 없어 대체할 수 없습니다. 스왑은 계속 이 트랜잭션을 기다립니다.',
  replacementMismatch: '대기 중인 트랜잭션이 이 단계에서 보낸 것이 아니므로 대체하지 않았습니다.',
  replacementNewNonceSpeedUp:
    '지갑이 멈춘 트랜잭션을 대체하지 않고 가속을 새 트랜잭션으로 보냈습니다. 스왑이 두 번 실행될 수 있습니다. 지갑 활동 내역을 열어 둘 중 하나를 취소하세요.',
  replacementNewNonceCancel:
    '지갑이 멈춘 트랜잭션을 대체하지 않고 취소를 새 트랜잭션으로 보냈습니다. 이 취소는 아무것도 취소하지 않으며, 스왑은 계속 원래 트랜잭션을 기다립니다.',
  tooLargeBelowMinimum:
    '이 경로의 Solana 트랜잭션이 너무 커서 보낼 수 없고, 지금 제공되는 더 작은 경로는 검토한 최소 수령액보다 적게 지급합니다. 아무것도 서명하지 않았습니다. 새 견적을 받으세요.',
  tooLargeNoSmallerRoute:
    '이 경로의 Solana 트랜잭션이 너무 커서 보낼 수 없고, 더 작은 경로도 제공되지 않습니다. 아무것도 서명하지 않았습니다. 새 견적을 받으세요.',
  tooLargeExhausted:
    '더 적은 계정으로 다시 견적을 받았지만 이 경로의 Solana 트랜잭션은 여전히 너무 커서 보낼 수 없습니다. 아무것도 서명하지 않았습니다. 새 견적을 받으세요.',
};
