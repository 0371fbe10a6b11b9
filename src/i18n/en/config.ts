import { defineSection } from '../../lib/messages';

/** What the widget refuses in its configuration (`ConfigError`). */
export const configMessages = defineSection('config', {
  apiUrlInvalid: 'The API address is not a valid URL.',
  apiUrlScheme: 'The API address must start with http:// or https://.',
  apiUrlCredentials: 'The API address must not contain a user name or password.',
});
