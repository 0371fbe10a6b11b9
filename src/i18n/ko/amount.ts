import type { Translation } from '../../lib/messages';
import type { amountMessages } from '../en/amount';

export const amount: Translation<typeof amountMessages.en> = {
  youPay: '보내는 금액',
  youReceive: '받는 금액',
  balance: '잔액: {amount}',
  balanceLoading: '잔액: …',
  max: '최대',
  insufficientBalance: '잔액 부족',
  fixed: '이 사이트에서 지정함',
  noDecimals: '{symbol}에는 소수점이 없습니다. 정수를 입력하세요.',
  tooManyDecimals: { other: '{symbol}의 소수점은 최대 {count}자리입니다.' },
  notANumber: '1,234.5와 같은 숫자를 입력하세요.',
};
