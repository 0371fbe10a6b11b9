import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: 'Billetera de {network}',
  disconnect: 'Desconectar',
  disconnectNetwork: 'Desconectar billetera de {network}',
  looking: 'Buscando billeteras de {network}…',
  noneFound:
    'No se encontró ninguna billetera de {network} en este navegador. Instala una extensión de billetera y recarga la página.',
  notSetUp:
    'Este sitio no configuró la firma en {chain}: aquí ninguna billetera puede intercambiar desde esa cadena.',
  developmentKeys: 'claves de desarrollo',
  wallets: 'Billeteras',
  account: 'Cuenta',
  copyAddress: 'Copiar dirección',
  copyAddressOf: 'Copiar dirección de la billetera de {network}',
  addressCopied: 'Dirección de {network} copiada.',
  addressNotCopied:
    'No se pudo copiar la dirección de {network}: selecciónala y cópiala manualmente.',
  connectAnother: 'Conectar otra billetera',
  walletMenuFailed:
    'No se pudo cargar el menú de billeteras. Recarga la página para volver a intentarlo.',
  noSolanaRpc: 'No hay ningún RPC de Solana configurado para esta API.',
  noTronRpc: 'No hay ningún nodo de Tron configurado para esta API.',
  walletConnectTitle: 'Conectar con WalletConnect',
  walletConnectScan: 'Escanea este código con la app de tu billetera o copia el enlace en ella.',
  walletConnectQr: 'Código QR del enlace de WalletConnect',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  linkNotCopied: 'No se pudo copiar el enlace: selecciónalo y cópialo a mano.',
  openWalletApp: 'Abrir la app de la billetera',
};
