import type { Translation } from '../../lib/messages';
import type { sandboxMessages } from '../en/sandbox';

export const sandbox: Translation<typeof sandboxMessages.en> = {
  sandbox: '沙盒',
  sandboxDescription: '测试网络：不涉及真实资金',
};
