import type { Translation } from '../../lib/messages';
import type { walletMenuMessages } from '../en/walletMenu';

export const walletMenu: Translation<typeof walletMenuMessages.en> = {
  networkWallet: 'Carteira {network}',
  disconnect: 'Desconectar',
  disconnectNetwork: 'Desconectar carteira {network}',
  looking: 'Procurando carteiras {network}…',
  noneFound:
    'Nenhuma carteira {network} encontrada neste navegador. Instale uma extensão de carteira e recarregue a página.',
  notSetUp:
    'Este site não configurou a assinatura em {chain}: nenhuma carteira pode trocar a partir dessa rede aqui.',
  developmentKeys: 'chaves de desenvolvimento',
  wallets: 'Carteiras',
  account: 'Conta',
  copyAddress: 'Copiar endereço',
  copyAddressOf: 'Copiar endereço da carteira {network}',
  addressCopied: 'Endereço {network} copiado.',
  addressNotCopied:
    'Não foi possível copiar o endereço {network}: selecione-o e copie manualmente.',
  connectAnother: 'Conectar outra carteira',
  walletMenuFailed:
    'Não foi possível carregar o menu de carteiras. Recarregue a página para tentar de novo.',
  noSolanaRpc: 'Nenhum RPC Solana está configurado para esta API.',
  noTronRpc: 'Nenhum nó Tron está configurado para esta API.',
  walletConnectTitle: 'Conectar com WalletConnect',
  walletConnectScan: 'Escaneie este código com o app da sua carteira ou copie o link para ele.',
  walletConnectQr: 'Código QR do link do WalletConnect',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado.',
  linkNotCopied: 'Não foi possível copiar o link: selecione-o e copie-o manualmente.',
  openWalletApp: 'Abrir o app da carteira',
};
