import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: 'API não confiável: {origin}',
  untrustedApiHint:
    'Esta versão de desenvolvimento usa a API de rotas indicada no link. Não conecte uma carteira com fundos reais.',
};
