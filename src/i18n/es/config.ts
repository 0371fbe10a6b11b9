import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'La dirección de la API no es una URL válida.',
  apiUrlScheme: 'La dirección de la API debe empezar por http:// o https://.',
  apiUrlCredentials:
    'La dirección de la API no debe contener un nombre de usuario ni una contraseña.',
};
