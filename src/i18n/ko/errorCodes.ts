import type { Translation } from '../../lib/messages';
import type { errorCodeMessages } from '../en/errorCodes';

export const errorCodes: Translation<typeof errorCodeMessages.en> = {
  HTTP_ERROR: '라우팅 서비스가 요청을 거부했습니다.',
  RATE_LIMITED: '라우팅 서비스가 혼잡합니다. 잠시 후 다시 시도하세요.',
  NETWORK_ERROR: '라우팅 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하세요.',
  TIMEOUT: '라우팅 서비스의 응답이 너무 늦습니다. 다시 시도하세요.',
  ABORTED: '요청이 취소되었습니다.',
  INVALID_RESPONSE: '라우팅 서비스가 예상치 못한 응답을 보냈습니다.',
  API_ERROR: '라우팅 서비스에서 오류가 발생했습니다.',
  QUOTE_EXPIRED: '견적이 만료되었습니다. 계속하려면 새 견적을 받으세요.',
  INVALID_REQUEST: '유효하지 않은 요청입니다.',
  UNTRUSTED_RESPONSE: '라우팅 서비스가 요청한 것과 다른 응답을 보냈습니다.',
  RPC_ERROR: '네트워크 정보를 읽을 수 없습니다. 다시 시도하세요.',
  INVALID_TOKEN: '이 토큰을 확인할 수 없습니다.',
  UNSUPPORTED_NETWORK: '지원하지 않는 네트워크입니다.',
  CONFIG_ERROR: '위젯 설정이 올바르지 않습니다.',
  SANDBOX_UNAVAILABLE: '샌드박스를 사용할 수 없습니다.',
  USER_REJECTED: '지갑에서 요청을 거부했습니다.',
  WRONG_NETWORK: '지갑이 다른 네트워크에 연결되어 있습니다.',
  INSUFFICIENT_BALANCE: '지갑에 이 트랜잭션을 위한 자금이 부족합니다.',
  WALLET_ERROR: '지갑에서 요청을 완료하지 못했습니다. 다시 시도하세요.',
  TRANSACTION_FAILED: '트랜잭션이 실패했습니다.',
  UNSAFE_TRANSACTION: '트랜잭션에 서명하지 않았습니다. 이 스왑에서 보내야 할 내용과 다릅니다.',
  EFFECT_NOT_CHECKED: '이 트랜잭션이 잔액에 미치는 영향을 확인할 수 없습니다.',
  UNKNOWN: '문제가 발생했습니다. 다시 시도하세요.',
};
