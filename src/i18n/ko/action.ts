import type { Translation } from '../../lib/messages';
import type { actionMessages } from '../en/action';

export const action: Translation<typeof actionMessages.en> = {
  connect: '지갑 연결',
  connectSolana: '지갑 연결 (Solana)',
  connectTron: 'Tron 지갑 연결',
  connectCosmos: 'Cosmos 지갑 연결',
  insufficient: '{symbol} 잔액 부족',
  insufficientNoSymbol: '잔액 부족',
  insufficientForFee: '네트워크 수수료로 쓸 {symbol} 부족',
  enterRecipient: '받는 주소 입력',
  enterValidRecipient: '유효한 받는 주소 입력',
  findingRoutes: '경로 찾는 중…',
  routesUnavailable: '사용 가능한 경로 없음',
  noRoute: '경로를 찾지 못함',
  selectRoute: '경로 선택',
  notExecutable: '실행할 수 없는 경로 (이 위젯이 모르는 네트워크에서 실행됨)',
  routesExpired: '경로 만료됨 — 새로고침 중',
  updatingForWallet: '지갑에 맞게 경로 업데이트 중…',
  review: '{route} 검토',
  routeSummary: '{provider}, {amount}',
  reviewFailed: '검토 화면을 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
};
