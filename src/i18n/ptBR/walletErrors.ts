import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: 'A solicitação foi rejeitada na carteira.',
  rejectedConnection: 'A solicitação de conexão foi rejeitada na carteira.',
  rejectedNetworkSwitch: 'A solicitação de troca de rede foi rejeitada na carteira.',
  rejectedSignature: 'A solicitação de assinatura foi rejeitada na carteira.',
  rejectedTransaction: 'A solicitação de transação foi rejeitada na carteira.',
  unknownChain:
    'A carteira não consegue mudar para esta rede. Adicione a rede na carteira e tente de novo.',
  wrongNetwork: 'A carteira está em outra rede. Mude para a rede desta troca e tente de novo.',
  insufficientFunds:
    'A carteira não tem saldo suficiente para esta transação e a taxa de rede dela.',
  connectFailed: 'Não foi possível conectar a carteira. Tente de novo.',
  requestFailed: 'A carteira não conseguiu concluir a solicitação. Tente de novo.',
  unreadableTransaction: 'Não é possível ler a transação a ser assinada. Tente de novo.',
  unsendableTransaction: 'Não é possível enviar a transação assinada. Tente de novo.',
  tronLinkAddNode:
    'O TronLink está em outra rede, e a rede desta troca não vem integrada no TronLink: adicione o nó dela no TronLink, selecione-o e tente de novo. Nada foi assinado.',
  walletConnectRelay:
    'O WalletConnect não consegue alcançar seu relay. Verifique sua conexão e tente novamente.',
  walletConnectAnswer:
    'A carteira respondeu com uma conta ou rede que esta troca não pediu. Nada foi enviado.',
  walletConnectClosed: 'O WalletConnect foi fechado antes de uma carteira se conectar.',
  walletConnectChain:
    'A carteira não aprovou esta rede ao se conectar. Desconecte, conecte de novo e aprove-a.',
};
