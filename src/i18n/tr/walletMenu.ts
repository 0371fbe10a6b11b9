import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: '{network} cüzdanı',
  disconnect: 'Bağlantıyı kes',
  disconnectNetwork: 'Bağlantıyı kes: {network} cüzdanı',
  looking: '{network} cüzdanları aranıyor…',
  noneFound:
    'Bu tarayıcıda {network} cüzdanı bulunamadı. Bir cüzdan eklentisi yükleyin ve sayfayı yenileyin.',
  notSetUp:
    'Bu site {chain} üzerinde imzalamayı ayarlamamış: burada hiçbir cüzdan bu zincirden takas yapamaz.',
  developmentKeys: 'geliştirme anahtarları',
  wallets: 'Cüzdanlar',
  account: 'Hesap',
  copyAddress: 'Adresi kopyala',
  copyAddressOf: 'Adresi kopyala: {network} cüzdanı',
  addressCopied: '{network} adresi kopyalandı.',
  addressNotCopied: '{network} adresi kopyalanamadı: adresi seçip elle kopyalayın.',
  connectAnother: 'Başka bir cüzdan bağla',
  walletMenuFailed: 'Cüzdan menüsü yüklenemedi. Tekrar denemek için sayfayı yenileyin.',
  noSolanaRpc: 'Bu API için Solana RPC yapılandırılmamış.',
  noTronRpc: 'Bu API için Tron düğümü yapılandırılmamış.',
  walletConnectTitle: 'WalletConnect ile bağlan',
  walletConnectScan: 'Bu kodu cüzdan uygulamanızla tarayın veya bağlantıyı uygulamaya kopyalayın.',
  walletConnectQr: 'WalletConnect bağlantısının QR kodu',
  copyLink: 'Bağlantıyı kopyala',
  linkCopied: 'Bağlantı kopyalandı.',
  linkNotCopied: 'Bağlantı kopyalanamadı: seçip elle kopyalayın.',
  openWalletApp: 'Cüzdan uygulamasını aç',
};
