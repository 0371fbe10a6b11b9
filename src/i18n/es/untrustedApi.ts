import type { Translation } from '../../lib/messages';
import type { untrustedApiMessages } from '../en/untrustedApi';

export const untrustedApi: Translation<typeof untrustedApiMessages.en> = {
  untrustedApi: 'API no confiable: {origin}',
  untrustedApiHint:
    'Esta versión de desarrollo usa la API de rutas indicada en el enlace. No conectes una billetera con fondos reales.',
};
