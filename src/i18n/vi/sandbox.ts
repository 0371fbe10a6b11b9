import type { Translation } from '../../lib/messages';
import type { sandboxMessages } from '../en/sandbox';

export const sandbox: Translation<typeof sandboxMessages.en> = {
  sandbox: 'Sandbox',
  sandboxDescription: 'Mạng thử nghiệm — không dùng tiền thật',
};
