import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    'O serviço de rotas enviou etapas que não correspondem à rota que você escolheu. Nada foi assinado.',
  txnsMismatch:
    'O serviço de rotas enviou transações que não correspondem à rota dele. Nada foi assinado.',
  quickSwapMismatch:
    'O serviço de rotas ofereceu uma troca diferente da que você revisou. Nada foi assinado.',
  routeGone: 'Esta rota não é mais oferecida. Escolha outra rota.',
};
