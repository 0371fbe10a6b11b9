import type { sandboxMessages } from '../en/sandbox';
import type { Translation } from '../messages';

export const sandbox: Translation<typeof sandboxMessages.en> = {
  sandbox: 'Sandbox',
  sandboxDescription: 'Testnetzwerk – es ist kein echtes Geld im Spiel',
};
