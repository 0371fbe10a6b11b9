import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'O endereço da API não é uma URL válida.',
  apiUrlScheme: 'O endereço da API deve começar com http:// ou https://.',
  apiUrlCredentials: 'O endereço da API não pode conter nome de usuário nem senha.',
};
