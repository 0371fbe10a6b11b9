import type { Translation } from '../../lib/messages';
import type { choiceChecksMessages } from '../en/choiceChecks';

export const choiceChecks: Translation<typeof choiceChecksMessages.en> = {
  selectSource: '보낼 토큰을 선택하세요.',
  selectDestination: '받을 토큰을 선택하세요.',
  sameToken: '서로 다른 두 토큰을 선택하세요.',
  enterAmount: '금액을 입력하세요.',
  notEnough: '잔액 부족: {symbol} 잔액이 충분하지 않습니다.',
  recipientNeededEvm: '토큰을 받을 EVM 주소를 입력하세요.',
  recipientNeededSol: '토큰을 받을 Solana 주소를 입력하세요.',
  recipientNeededTron: '토큰을 받을 Tron 주소를 입력하세요.',
  recipientNeededCosmos: '토큰을 받을 Cosmos 주소를 입력하세요.',
  recipientBurn: '견적 전용 소각 주소입니다. 누구도 이 주소에서 자산을 꺼낼 수 없습니다.',
  recipientZero: '제로 주소로는 토큰을 받을 수 없습니다.',
  recipientInvalid: '유효한 {network} 주소가 아닙니다.',
  recipientFailed:
    '받는 주소 입력란을 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
};
