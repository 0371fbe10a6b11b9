import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: 'Endereço do destinatário',
  recipientLabelRequired: 'Endereço do destinatário (obrigatório)',
  recipientPlaceholderRequired: 'Endereço na rede de destino',
  recipientPlaceholder: 'Sua carteira conectada',
  recipientHintRequired:
    'O destino usa outro tipo de carteira, então informe para onde enviar os tokens.',
  recipientHint: 'Deixe em branco para receber na sua carteira conectada.',
  recipientCleared: 'O destinatário anterior {address} foi removido e não será usado.',
  useMyWallet: 'Usar minha carteira {network} ({address})',
  recipientHidden:
    'Estes tokens vão para uma rede {network}, e este site não oferece um campo de endereço do destinatário: conecte uma carteira {network} para recebê-los.',
};
