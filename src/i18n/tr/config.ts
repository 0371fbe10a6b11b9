import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'API adresi geçerli bir URL değil.',
  apiUrlScheme: 'API adresi http:// veya https:// ile başlamalıdır.',
  apiUrlCredentials: 'API adresi kullanıcı adı veya parola içermemelidir.',
};
