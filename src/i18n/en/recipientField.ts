import { defineSection } from '../../lib/messages';

/**
 * The recipient field and the "Use my wallet" button: loaded with them (a required recipient,
 * the settings, a connected destination wallet), not with the page.
 */
export const recipientFieldMessages = defineSection('recipientField', {
  recipientLabel: 'Recipient address',
  recipientLabelRequired: 'Recipient address (required)',
  recipientPlaceholderRequired: 'Address on the destination chain',
  recipientPlaceholder: 'Your connected wallet',
  recipientHintRequired:
    'The destination uses another kind of wallet, so tell us where to send the tokens.',
  recipientHint: 'Leave empty to receive in your connected wallet.',
  recipientCleared: 'The earlier recipient {address} was cleared and will not be used.',
  useMyWallet: 'Use my {network} wallet ({address})',
  recipientHidden:
    'These tokens go to a {network} chain, and this site does not offer a recipient address field: connect a {network} wallet to receive them.',
});
