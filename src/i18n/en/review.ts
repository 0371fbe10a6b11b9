import { defineSection } from '../messages';

/**
 * The review dialog (loaded on demand, its words with it): rate change, recipient, Confirm swap.
 */
export const reviewMessages = defineSection('review', {
  reviewTitle: 'Review your swap',
  rateChanged:
    'The rate changed: you would now receive {amount}, and no less than {newMinimum}. You reviewed a minimum of {minimum}.',
  acceptAndSwap: 'Accept new rate and swap',
  confirmSwap: 'Confirm swap',
  confirmRecipientFirst: 'Confirm where the tokens go first.',
  newQuote: 'Get a new quote',
  rememberedRecipient: 'Remembered from an earlier visit, and not your connected wallet.',
  confirmRecipient: 'I confirm tokens go to {address}',
  toYourWallet: 'To: your {network} wallet',
});
