import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: '받는 주소',
  recipientLabelRequired: '받는 주소 (필수)',
  recipientPlaceholderRequired: '도착 체인의 주소',
  recipientPlaceholder: '연결된 지갑',
  recipientHintRequired:
    '도착 체인은 다른 종류의 지갑을 사용합니다. 토큰을 받을 주소를 알려 주세요.',
  recipientHint: '비워 두면 연결된 지갑으로 받습니다.',
  recipientCleared: '이전 받는 주소 {address}은(는) 지워졌으며 사용되지 않습니다.',
  useMyWallet: '내 {network} 지갑 사용 ({address})',
  recipientHidden:
    '이 토큰은 {network} 체인으로 가며, 이 사이트는 받는 주소 입력란을 제공하지 않습니다. 받으려면 {network} 지갑을 연결하세요.',
};
