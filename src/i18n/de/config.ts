import type { Translation } from '../../lib/messages';
import type { configMessages } from '../en/config';

export const config: Translation<typeof configMessages.en> = {
  apiUrlInvalid: 'Die API-Adresse ist keine gültige URL.',
  apiUrlScheme: 'Die API-Adresse muss mit http:// oder https:// beginnen.',
  apiUrlCredentials: 'Die API-Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
};
