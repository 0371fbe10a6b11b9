import type { Translation } from '../../lib/messages';
import type { routeChecksMessages } from '../en/routeChecks';

export const routeChecks: Translation<typeof routeChecksMessages.en> = {
  routeMismatch:
    'Der Routing-Dienst hat eine Route gesendet, die nicht zu Ihrer Anfrage passt. Sie wurde weggelassen.',
  providerNotAllowed:
    'Der Routing-Dienst hat eine Route eines Anbieters gesendet, den dieses Widget nicht nutzt. Sie wurde weggelassen.',
  noMatchingRoute:
    'Der Routing-Dienst hat Routen gesendet, die nicht zu Ihrer Anfrage passen, daher wird keine angezeigt. Versuchen Sie es später erneut.',
};
