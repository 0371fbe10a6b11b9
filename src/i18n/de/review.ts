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
};
