import type { Translation } from '../../lib/messages';
import type { widgetMessages } from '../en/widget';

export const widget: Translation<typeof widgetMessages.en> = {
  swap: '스왑',
  flip: '보내는 토큰과 받는 토큰 바꾸기',
  close: '닫기',
  recipientTo: '받는 곳:',
  clearRecipient: '받는 주소 지우기',
  clear: '지우기',
  panelLoadFailed: '스왑 진행 상황을 표시할 수 없습니다. 페이지를 새로고침하여 확인하세요.',
  crashed: '스왑 위젯이 작동을 멈췄습니다.',
  crashedHint: '페이지를 새로고침한 후 다시 시도하세요.',
  tryAgain: '다시 시도',
  history: '내역',
  historyFailed: '내역을 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  recipientFailed: '받는 주소를 표시할 수 없습니다. 스왑하기 전에 페이지를 새로고침하세요.',
  accountFailed: '지갑을 불러오지 못했습니다. 페이지를 새로고침하세요.',
  settings: '설정',
  settingsAttention: '확인이 필요한 설정이 있습니다',
  layoutFailed: '스왑을 표시하지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  settingsFailed: '설정을 불러오지 못했습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  loadingWallet: '지갑 불러오는 중…',
  mainActionFailed: '스왑 버튼을 불러오지 못했습니다. 페이지를 새로고침하거나 다시 시도하세요.',
};
