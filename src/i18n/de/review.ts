import type { reviewMessages } from '../en/review';
import type { Translation } from '../messages';

export const review: Translation<typeof reviewMessages.en> = {
  reviewTitle: 'Tausch prüfen',
  rateChanged:
    'Der Kurs hat sich geändert: Sie würden jetzt {amount} erhalten, mindestens {newMinimum}. Geprüft hatten Sie ein Minimum von {minimum}.',
  acceptAndSwap: 'Neuen Kurs annehmen und tauschen',
  confirmSwap: 'Tausch bestätigen',
  confirmRecipientFirst: 'Bestätigen Sie zuerst, wohin die Token gehen.',
  newQuote: 'Neues Angebot einholen',
  rememberedRecipient: 'Von einem früheren Besuch gespeichert und nicht Ihre verbundene Wallet.',
  confirmRecipient: 'Ich bestätige, dass die Token an {address} gehen',
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
  amountOnChain: '{amount} auf {chain}',
  acceptImpact: 'Ich akzeptiere eine Preisauswirkung von {percent}',
  acceptUnknownImpact: 'Ich akzeptiere, dass der Wert dessen, was ich erhalte, unbekannt ist',
  acceptImpactFirst: 'Akzeptieren Sie zuerst die Preisauswirkung.',
  signatures: 'Signaturen',
  signatureOnChain: '{signature} auf {chain}',
  signatureIfAsked: '{signature}, falls verlangt',
};
