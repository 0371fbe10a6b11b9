import type { Translation } from '../../lib/messages';
import type { sandboxMessages } from '../en/sandbox';

export const sandbox: Translation<typeof sandboxMessages.en> = {
  sandbox: 'Sandbox',
  sandboxDescription: 'Rede de teste — nenhum fundo real envolvido',
};
