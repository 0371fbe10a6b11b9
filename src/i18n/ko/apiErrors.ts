import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: '라우팅 서비스가 혼잡합니다. {seconds}초 후에 다시 시도하세요.',
  rateLimited: '라우팅 서비스가 혼잡합니다. 잠시 후 다시 시도하세요.',
  serviceTroubleHttp:
    '라우팅 서비스에 일시적인 문제가 있습니다 (HTTP {status}). 잠시 후 다시 시도하세요.',
  serviceTrouble: '라우팅 서비스에 일시적인 문제가 있습니다. 잠시 후 다시 시도하세요.',
  refusedHttp: '라우팅 서비스가 요청을 거부했습니다 (HTTP {status}).',
  network: '라우팅 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하세요.',
  timeout: '라우팅 서비스의 응답이 너무 늦습니다. 다시 시도하세요.',
  aborted: '요청이 취소되었습니다.',
  invalidResponse: '라우팅 서비스가 예상치 못한 응답을 보냈습니다.',
  badRequest: '라우팅 서비스가 요청을 거부했습니다.',
  notFound: '라우팅 서비스에서 이 경로나 단계를 더 이상 찾을 수 없습니다. 새 견적을 받으세요.',
  apiError: '라우팅 서비스에서 오류가 발생했습니다 ({code}).',
  quoteExpired: '견적이 만료되었습니다. 계속하려면 새 견적을 받으세요.',
  unknown: '문제가 발생했습니다. 다시 시도하세요.',
  tooLarge: '라우팅 서비스가 위젯이 허용하는 것보다 많은 데이터를 보냈습니다.',
};
