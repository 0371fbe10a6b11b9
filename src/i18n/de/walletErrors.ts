import type { Translation } from '../../lib/messages';
import type { walletErrorMessages } from '../en/walletErrors';

export const walletErrors: Translation<typeof walletErrorMessages.en> = {
  rejected: 'Die Anfrage wurde in der Wallet abgelehnt.',
  rejectedConnection: 'Die Verbindungsanfrage wurde in der Wallet abgelehnt.',
  rejectedNetworkSwitch: 'Die Anfrage zum Netzwerkwechsel wurde in der Wallet abgelehnt.',
  rejectedSignature: 'Die Signaturanfrage wurde in der Wallet abgelehnt.',
  rejectedTransaction: 'Die Transaktionsanfrage wurde in der Wallet abgelehnt.',
  unknownChain:
    'Die Wallet kann nicht zu diesem Netzwerk wechseln. Fügen Sie das Netzwerk in der Wallet hinzu und versuchen Sie es erneut.',
  wrongNetwork:
    'Die Wallet ist mit einem anderen Netzwerk verbunden. Wechseln Sie zum Netzwerk dieses Tauschs und versuchen Sie es erneut.',
  insufficientFunds:
    'Die Wallet hat nicht genug Guthaben für diese Transaktion und ihre Netzwerkgebühr.',
  connectFailed: 'Die Wallet konnte sich nicht verbinden. Versuchen Sie es erneut.',
  requestFailed: 'Die Wallet konnte die Anfrage nicht ausführen. Versuchen Sie es erneut.',
  unreadableTransaction:
    'Die zu signierende Transaktion kann nicht gelesen werden. Versuchen Sie es erneut.',
  unsendableTransaction:
    'Die signierte Transaktion kann nicht gesendet werden. Versuchen Sie es erneut.',
  tronLinkAddNode:
    'TronLink ist in einem anderen Netzwerk, und das Netzwerk dieses Tauschs ist keines, das TronLink mitbringt: Fügen Sie seinen Knoten in TronLink hinzu, wählen Sie ihn und versuchen Sie es erneut. Es wurde nichts signiert.',
  walletConnectRelay:
    'WalletConnect erreicht sein Relay nicht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  walletConnectAnswer:
    'Die Wallet hat mit einem Konto oder Netzwerk geantwortet, nach dem dieser Tausch nicht gefragt hat. Es wurde nichts gesendet.',
  walletConnectClosed: 'WalletConnect wurde geschlossen, bevor eine Wallet verbunden war.',
  walletConnectChain:
    'Die Wallet hat dieses Netzwerk beim Verbinden nicht freigegeben. Trennen Sie sie, verbinden Sie sie erneut und geben Sie es frei.',
};
