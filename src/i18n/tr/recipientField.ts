import type { Translation } from '../../lib/messages';
import type { recipientFieldMessages } from '../en/recipientField';

export const recipientField: Translation<typeof recipientFieldMessages.en> = {
  recipientLabel: 'Alıcı adresi',
  recipientLabelRequired: 'Alıcı adresi (zorunlu)',
  recipientPlaceholderRequired: 'Hedef zincirdeki adres',
  recipientPlaceholder: 'Bağlı cüzdanınız',
  recipientHintRequired:
    'Hedef başka türde bir cüzdan kullanıyor; tokenlerin nereye gönderileceğini belirtin.',
  recipientHint: 'Bağlı cüzdanınıza almak için boş bırakın.',
  recipientCleared: 'Önceki alıcı {address} temizlendi ve kullanılmayacak.',
  useMyWallet: '{network} cüzdanımı kullan ({address})',
  recipientHidden:
    'Bu tokenler bir {network} zincirine gidiyor ve bu site alıcı adresi alanı sunmuyor: almak için bir {network} cüzdanı bağlayın.',
};
