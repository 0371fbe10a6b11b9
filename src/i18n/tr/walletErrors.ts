import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: 'İstek cüzdanda reddedildi.',
  rejectedConnection: 'Bağlantı isteği cüzdanda reddedildi.',
  rejectedNetworkSwitch: 'Ağ değiştirme isteği cüzdanda reddedildi.',
  rejectedSignature: 'İmza isteği cüzdanda reddedildi.',
  rejectedTransaction: 'İşlem isteği cüzdanda reddedildi.',
  unknownChain: 'Cüzdan bu ağa geçemiyor. Ağı cüzdana ekleyip tekrar deneyin.',
  wrongNetwork: 'Cüzdan başka bir ağda. Cüzdanı bu takasın ağına geçirip tekrar deneyin.',
  insufficientFunds: 'Cüzdanda bu işlem ve ağ ücreti için yeterli bakiye yok.',
  connectFailed: 'Cüzdan bağlanamadı. Tekrar deneyin.',
  requestFailed: 'Cüzdan isteği tamamlayamadı. Tekrar deneyin.',
  unreadableTransaction: 'İmzalanacak işlem okunamıyor. Tekrar deneyin.',
  unsendableTransaction: 'İmzalı işlem gönderilemiyor. Tekrar deneyin.',
  tronLinkAddNode:
    "TronLink başka bir ağda ve bu takasın ağı TronLink'te yerleşik olarak yok: bu ağın düğümünü TronLink'e ekleyin, seçin ve tekrar deneyin. Hiçbir şey imzalanmadı.",
  walletConnectRelay:
    'WalletConnect aktarıcısına ulaşamıyor. Bağlantınızı kontrol edip yeniden deneyin.',
  walletConnectAnswer:
    'Cüzdan, bu takasın istemediği bir hesap veya ağla yanıt verdi. Hiçbir şey gönderilmedi.',
  walletConnectClosed: 'WalletConnect, bir cüzdan bağlanmadan kapatıldı.',
  walletConnectChain:
    'Cüzdan bağlanırken bu ağı onaylamadı. Bağlantıyı kesin, yeniden bağlanın ve ağı onaylayın.',
};
