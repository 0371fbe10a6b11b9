import type { Translation } from '../../lib/messages';
import type { quoteStatesMessages } from '../en/quoteStates';

export const quoteStates: Translation<typeof quoteStatesMessages.en> = {
  chainsFailed: '네트워크 목록을 불러오지 못했습니다.',
  tokensFailed: '토큰 목록을 불러오지 못해 선택한 토큰을 확인할 수 없습니다.',
  retry: '다시 시도',
  retrying: '다시 시도 중…',
  noRoute: '이 토큰 쌍과 금액에 맞는 경로가 없습니다. 다른 금액이나 토큰으로 시도하세요.',
  noRouteFiltered:
    '제공자 필터({filter})로는 이 토큰 쌍과 금액에 맞는 경로가 없습니다. 필터를 지우거나 다른 금액이나 토큰으로 시도하세요.',
  filterOnly: '{providers}만',
  filterExcluding: '{providers} 제외',
  clearFilters: '제공자 필터 지우기',
  outOfDate: '이 경로는 최신이 아닐 수 있습니다. 새로 고치지 못했습니다.',
  offlineOutOfDate:
    '이 경로는 최신이 아닐 수 있습니다. 오프라인 상태입니다. 다시 온라인이 되면 새로 고칩니다.',
  offline: '오프라인 상태입니다. 다시 온라인이 되면 경로를 불러옵니다.',
};
