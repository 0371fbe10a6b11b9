import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: '不受信任的 API：{origin}',
  untrustedApiHint: '此开发版本使用链接中指定的路由 API。请勿连接持有真实资金的钱包。',
};
