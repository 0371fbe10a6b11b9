import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: '{network}-Wallet',
  disconnect: 'Trennen',
  disconnectNetwork: '{network}-Wallet trennen',
  looking: 'Suche nach {network}-Wallets…',
  noneFound:
    'In diesem Browser wurde keine {network}-Wallet gefunden. Installieren Sie eine Wallet-Erweiterung und laden Sie die Seite neu.',
  notSetUp:
    'Diese Seite hat das Signieren auf {chain} nicht eingerichtet: Von dieser Chain kann hier mit keiner Wallet getauscht werden.',
  developmentKeys: 'Entwicklungsschlüssel',
  wallets: 'Wallets',
  account: 'Konto',
  copyAddress: 'Adresse kopieren',
  copyAddressOf: 'Adresse kopieren: {network}-Wallet',
  addressCopied: '{network}-Adresse kopiert.',
  addressNotCopied:
    'Die {network}-Adresse konnte nicht kopiert werden: Markieren Sie sie und kopieren Sie sie von Hand.',
  connectAnother: 'Weitere Wallet verbinden',
  walletMenuFailed:
    'Das Wallet-Menü konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  noSolanaRpc: 'Für diese API ist kein Solana-RPC eingerichtet.',
  noTronRpc: 'Für diese API ist kein Tron-Knoten eingerichtet.',
  walletConnectTitle: 'Mit WalletConnect verbinden',
  walletConnectScan:
    'Scannen Sie diesen Code mit Ihrer Wallet-App oder kopieren Sie den Link hinein.',
  walletConnectQr: 'QR-Code des WalletConnect-Links',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert.',
  linkNotCopied:
    'Der Link konnte nicht kopiert werden: Markieren Sie ihn und kopieren Sie ihn von Hand.',
  openWalletApp: 'Wallet-App öffnen',
};
