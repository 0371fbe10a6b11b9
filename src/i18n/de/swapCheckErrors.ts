import type { Translation } from '../../lib/messages';
import type { swapCheckErrorMessages } from '../en/swapCheckErrors';

export const swapCheckErrors: Translation<typeof swapCheckErrorMessages.en> = {
  stepsMismatch:
    'Der Routing-Dienst hat Schritte gesendet, die nicht zur gewählten Route passen. Es wurde nichts signiert.',
  txnsMismatch:
    'Der Routing-Dienst hat Transaktionen gesendet, die nicht zu seiner Route passen. Es wurde nichts signiert.',
  quickSwapMismatch:
    'Der Routing-Dienst hat einen anderen Tausch angeboten als den, den Sie geprüft haben. Es wurde nichts signiert.',
  routeGone: 'Diese Route wird nicht mehr angeboten. Wählen Sie eine andere Route.',
};
