import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: '收款地址',
  recipientLabelRequired: '收款地址（必填）',
  recipientPlaceholderRequired: '目标链上的地址',
  recipientPlaceholder: '您已连接的钱包',
  recipientHintRequired: '目标链使用另一类钱包，请告诉我们代币要发送到哪里。',
  recipientHint: '留空则接收到您已连接的钱包。',
  recipientCleared: '之前的收款地址 {address} 已清除，不会再使用。',
  useMyWallet: '使用我的 {network} 钱包（{address}）',
  recipientHidden:
    '这些代币将转到 {network} 链，而本网站未提供收款地址栏：请连接 {network} 钱包来接收。',
};
