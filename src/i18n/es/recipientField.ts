import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: 'Dirección del destinatario',
  recipientLabelRequired: 'Dirección del destinatario (obligatoria)',
  recipientPlaceholderRequired: 'Dirección en la cadena de destino',
  recipientPlaceholder: 'Tu billetera conectada',
  recipientHintRequired:
    'El destino usa otro tipo de billetera, así que indica adónde enviar los tokens.',
  recipientHint: 'Déjalo vacío para recibir en tu billetera conectada.',
  recipientCleared: 'Se borró el destinatario anterior {address} y no se usará.',
  useMyWallet: 'Usar mi billetera de {network} ({address})',
  recipientHidden:
    'Estos tokens van a una cadena de {network} y este sitio no ofrece un campo para la dirección del destinatario: conecta una billetera de {network} para recibirlos.',
};
