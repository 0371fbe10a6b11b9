import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: 'Empfängeradresse',
  recipientLabelRequired: 'Empfängeradresse (erforderlich)',
  recipientPlaceholderRequired: 'Adresse auf der Ziel-Chain',
  recipientPlaceholder: 'Ihre verbundene Wallet',
  recipientHintRequired:
    'Das Ziel nutzt eine andere Art von Wallet: Geben Sie an, wohin die Token gehen sollen.',
  recipientHint: 'Leer lassen, um in Ihrer verbundenen Wallet zu empfangen.',
  recipientCleared: 'Der bisherige Empfänger {address} wurde entfernt und wird nicht verwendet.',
  useMyWallet: 'Meine {network}-Wallet verwenden ({address})',
  recipientHidden:
    'Diese Token gehen auf eine {network}-Chain, und diese Seite bietet kein Feld für eine Empfängeradresse: Verbinden Sie eine {network}-Wallet, um sie zu empfangen.',
};
