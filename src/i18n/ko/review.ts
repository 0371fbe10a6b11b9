import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: '스왑 세부 정보',
  reviewTitle: '스왑 검토',
  rateChanged:
    '환율이 바뀌었습니다. 이제 {amount}을(를) 받게 되며, 최소 {newMinimum}입니다. 검토하신 최소 수령액은 {minimum}이었습니다.',
  acceptAndSwap: '새 환율 수락 후 스왑',
  confirmSwap: '스왑 확인',
  confirmRecipientFirst: '먼저 토큰을 받을 주소를 확인하세요.',
  newQuote: '새 견적 받기',
  rememberedRecipient: '이전 방문에서 기억한 주소이며, 연결된 지갑이 아닙니다.',
  confirmRecipient: '토큰이 {address}(으)로 전송됨을 확인합니다',
  recipientChecking: '받는 주소가 {chain}의 컨트랙트인지 확인하는 중…',
  recipientIsContract:
    '받는 주소는 지갑이 아니라 {chain}의 컨트랙트입니다. 토큰을 다시 보낼 수 없는 컨트랙트로 보낸 토큰은 영구히 잃게 됩니다.',
  acknowledgeContract: '받는 주소가 컨트랙트임을 이해합니다',
  recipientNotChecked:
    '받는 주소에 컨트랙트 코드가 있는지 확인할 수 없습니다: {reason} 스왑을 확인하기 전에 이 주소가 {chain}에서 {symbol}을(를) 받을 수 있는지 반드시 확인하세요.',
  checkingRecipientFirst: '먼저 받는 주소를 확인하고 있습니다.',
  acknowledgeContractFirst: '먼저 받는 주소가 컨트랙트임을 이해한다고 확인하세요.',
  toYourWallet: '받는 곳: 내 {network} 지갑',
  toConnectedWallet: '받는 곳: 내 지갑',
  youPay: '보내는 금액',
  youReceive: '받는 금액 (예상)',
  minimumReceived: '최소 수령액',
  slippage: '슬리피지',
  estimatedTime: '예상 소요 시간',
  networkCost: '네트워크 비용',
  noNetworkCost: '지갑에서 나가는 비용 없음',
  rate: '환율',
  priceImpact: '가격 영향',
  priceImpactUnknown: '알 수 없음 (USD 가격 없음)',
  amountOnChain: '{chain}의 {amount}',
  approval: '승인',
  unlimitedApproval:
    '승인이 필요하면 {chain}에서 {symbol}을(를) 무제한 승인합니다 (내 설정). 지갑에서 요청하기 전에 승인받을 컨트랙트를 알려 드립니다.',
  acceptImpact: '{percent}의 가격 영향을 수락합니다',
  acceptUnknownImpact: '받는 자산의 가치를 알 수 없음을 수락합니다',
  acceptImpactFirst: '먼저 가격 영향을 수락하세요.',
  simulatedEffect: '시뮬레이션된 영향',
  effectLoading: '이 스왑이 잔액에 미치는 영향을 시뮬레이션하는 중…',
  effectNoWallet: '이 스왑이 잔액에 미치는 영향을 보려면 지갑을 연결하세요.',
  effectNoSimulation:
    '이 네트워크의 노드는 이 스왑이 잔액에 미치는 영향을 시뮬레이션할 수 없습니다. 서명하기 전에 지갑에서 트랜잭션을 계속 보여 줍니다.',
  effectNetwork: '{chain}에서는 이 스왑이 잔액에 미치는 영향을 아직 시뮬레이션하지 않습니다.',
  effectNothingToSign:
    '지금은 {chain}에서 지갑이 서명할 것이 없습니다. 이후 트랜잭션은 지갑에서 요청하기 전에 그 영향을 보여 줍니다.',
  effectBudget:
    '스왑에 필요한 라우팅 서비스 요청 한도를 아끼기 위해 지금은 시뮬레이션하지 않습니다. ‘스왑 확인’은 서명 전에 트랜잭션을 확인하며, 각 단계는 지갑에서 요청하기 전에 그 영향을 보여 줍니다.',
  effectQuickSwap:
    '이 스왑의 트랜잭션은 ‘스왑 확인’ 시점의 새 견적과 함께 옵니다. 그때 영향을 시뮬레이션하여 지갑에서 요청하기 전에 보여 줍니다.',
  effectOrder: '첫 단계는 트랜잭션이 아니라 주문에 서명합니다. 시뮬레이션할 트랜잭션이 없습니다.',
  effectFailed:
    '영향을 시뮬레이션할 수 없습니다: {reason} ‘스왑 확인’은 서명 전에 트랜잭션을 다시 확인합니다.',
  effectNoChange: '잔액에 변화가 없습니다.',
  effectLater: '이후 트랜잭션은 각각 지갑에서 요청하기 전에 그 영향을 보여 줍니다.',
  signatures: '서명',
  signatureOnChain: '{chain}에서 {signature}',
  signatureIfAsked: '{signature} (요청 시)',
};
