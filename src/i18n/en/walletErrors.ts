import { defineSection } from '../../lib/messages';

/**
 * What wallets answer, as `src/execution/walletErrors.ts` and the signers word it (loaded with
 * them).
 */
export const walletErrorMessages = defineSection('walletErrors', {
  rejected: 'The request was rejected in the wallet.',
  rejectedConnection: 'The connection request was rejected in the wallet.',
  rejectedNetworkSwitch: 'The network switch request was rejected in the wallet.',
  rejectedSignature: 'The signature request was rejected in the wallet.',
  rejectedTransaction: 'The transaction request was rejected in the wallet.',
  unknownChain:
    'The wallet cannot switch to this network. Add the network in the wallet and try again.',
  wrongNetwork:
    'The wallet is on another network. Switch it to the network of this swap and try again.',
  insufficientFunds:
    'The wallet does not have enough funds for this transaction and its network fee.',
  connectFailed: 'The wallet could not connect. Try again.',
  requestFailed: 'The wallet could not complete the request. Try again.',
  unreadableTransaction: 'The transaction to sign cannot be read. Try again.',
  unsendableTransaction: 'The signed transaction cannot be sent. Try again.',
  tronLinkAddNode:
    "TronLink is on another network, and this swap's network is not one TronLink has built in: add its node in TronLink, choose it, and try again. Nothing was signed.",
  walletConnectRelay: 'WalletConnect cannot reach its relay. Check your connection and try again.',
  walletConnectAnswer:
    'The wallet answered with an account or network this swap did not ask for. Nothing was sent.',
  walletConnectClosed: 'WalletConnect was closed before a wallet connected.',
  walletConnectChain:
    'The wallet did not approve this network when it connected. Disconnect, connect again and approve it.',
});
