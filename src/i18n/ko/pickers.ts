import type { Translation } from '../../lib/messages';
import type { pickersMessages } from '../en/pickers';

export const pickers: Translation<typeof pickersMessages.en> = {
  sourceToken: '{shown}, 보내는 토큰',
  destinationToken: '{shown}, 받는 토큰',
  payWith: '보내는 토큰',
  receive: '받는 토큰',
  anyChain: '모든 체인',
  loading: '불러오는 중…',
  notLoaded: '불러오지 않음',
  unknownToken: '알 수 없는 토큰',
  selectToken: '토큰 선택',
  dialogFailed: '토큰 목록을 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  unknownWarning: '검증된 목록에 없는 토큰입니다. 거래하기 전에 주소를 확인하세요.',
  flaggedWarning: '경고 표시된 토큰: 스캠이거나 예상과 다르게 작동할 수 있습니다.',
  notOffered: '사용할 수 없음',
  notOfferedWarning: '여기서 제공되지 않습니다. 다른 토큰을 선택하세요.',
  fixed: '이 사이트에서 지정함',
};
