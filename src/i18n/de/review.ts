import type { Translation } from '../../lib/messages';
import type { reviewMessages } from '../en/review';

export const review: Translation<typeof reviewMessages.en> = {
  reviewDetails: 'Details des Tauschs',
  reviewTitle: 'Tausch prüfen',
  rateChanged:
    'Der Kurs hat sich geändert: Sie würden jetzt {amount} erhalten, mindestens {newMinimum}. Geprüft hatten Sie ein Minimum von {minimum}.',
  acceptAndSwap: 'Neuen Kurs annehmen und tauschen',
  confirmSwap: 'Tausch bestätigen',
  confirmRecipientFirst: 'Bestätigen Sie zuerst, wohin die Token gehen.',
  newQuote: 'Neues Angebot einholen',
  rememberedRecipient: 'Von einem früheren Besuch gespeichert und nicht Ihre verbundene Wallet.',
  confirmRecipient: 'Ich bestätige, dass die Token an {address} gehen',
  recipientChecking: 'Es wird geprüft, ob der Empfänger auf {chain} ein Vertrag ist…',
  recipientIsContract:
    'Der Empfänger ist auf {chain} ein Vertrag, keine Wallet. Token an einen Vertrag, der sie nicht weitergeben kann, sind endgültig verloren.',
  acknowledgeContract: 'Ich verstehe, dass der Empfänger ein Vertrag ist',
  recipientNotChecked:
    'Der Empfänger konnte nicht auf Vertragscode geprüft werden: {reason} Stellen Sie sicher, dass er {symbol} auf {chain} empfangen kann, bevor Sie bestätigen.',
  checkingRecipientFirst: 'Der Empfänger wird zuerst geprüft.',
  acknowledgeContractFirst: 'Bestätigen Sie zuerst, dass der Empfänger ein Vertrag ist.',
  toYourWallet: 'An: Ihre {network}-Wallet',
  toConnectedWallet: 'An: Ihre Wallet',
  youPay: 'Sie zahlen',
  youReceive: 'Sie erhalten (erwartet)',
  minimumReceived: 'Mindestens erhalten',
  slippage: 'Slippage',
  estimatedTime: 'Geschätzte Dauer',
  networkCost: 'Netzwerkkosten',
  noNetworkCost: 'Keine aus Ihrer Wallet',
  rate: 'Kurs',
  priceImpact: 'Preisauswirkung',
  priceImpactUnknown: 'Unbekannt (kein USD-Preis)',
  approval: 'Freigabe',
  unlimitedApproval:
    'Unbegrenzte Freigabe von {symbol} auf {chain} (Ihre Einstellung), falls eine Freigabe nötig ist. Der Vertrag, dem sie gilt, wird genannt, bevor Ihre Wallet fragt.',
  amountOnChain: '{amount} auf {chain}',
  acceptImpact: 'Ich akzeptiere eine Preisauswirkung von {percent}',
  acceptUnknownImpact: 'Ich akzeptiere, dass der Wert dessen, was ich erhalte, unbekannt ist',
  acceptImpactFirst: 'Akzeptieren Sie zuerst die Preisauswirkung.',
  simulatedEffect: 'Simulierte Wirkung',
  effectLoading: 'Es wird simuliert, was dieser Tausch mit Ihren Guthaben macht …',
  effectNoWallet:
    'Verbinden Sie Ihre Wallet, um zu sehen, was dieser Tausch mit Ihren Guthaben macht.',
  effectNoSimulation:
    'Der Knoten dieses Netzwerks kann nicht simulieren, was dieser Tausch mit Ihren Guthaben macht. Ihre Wallet zeigt die Transaktion trotzdem, bevor Sie signieren.',
  effectNetwork:
    'Was dieser Tausch mit Ihren Guthaben macht, wird auf {chain} noch nicht simuliert.',
  effectNothingToSign:
    'Auf {chain} signiert Ihre Wallet vorerst nichts; eine spätere Transaktion zeigt ihre Wirkung, bevor Ihre Wallet fragt.',
  effectBudget:
    'Jetzt nicht simuliert, damit das Anfragelimit des Routing-Dienstes für Ihren Tausch bleibt. „Tausch bestätigen“ prüft die Transaktion, bevor etwas signiert wird, und jeder Schritt zeigt seine Wirkung, bevor Ihre Wallet fragt.',
  effectQuickSwap:
    'Die Transaktion dieses Tauschs kommt mit dem frischen Angebot von „Tausch bestätigen“: Ihre Wirkung wird dann simuliert und angezeigt, bevor Ihre Wallet fragt.',
  effectOrder:
    'Der erste Schritt signiert einen Auftrag, keine Transaktion: Es gibt keine Transaktion zu simulieren.',
  effectFailed:
    'Die Wirkung konnte nicht simuliert werden: {reason} „Tausch bestätigen“ prüft die Transaktion erneut, bevor etwas signiert wird.',
  effectNoChange: 'Keine Änderung Ihrer Guthaben.',
  effectLater: 'Jede spätere Transaktion zeigt ihre eigene Wirkung, bevor Ihre Wallet fragt.',
  signatures: 'Signaturen',
  signatureOnChain: '{signature} auf {chain}',
  signatureIfAsked: '{signature}, falls verlangt',
};
