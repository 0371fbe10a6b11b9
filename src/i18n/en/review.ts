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
  toConnectedWallet: 'To: your wallet',
  youPay: 'You pay',
  youReceive: 'You receive (expected)',
  minimumReceived: 'Minimum received',
  slippage: 'Slippage',
  estimatedTime: 'Estimated time',
  networkCost: 'Network cost',
  noNetworkCost: 'None from your wallet',
  rate: 'Rate',
  priceImpact: 'Price impact',
  priceImpactUnknown: 'Unknown (no USD price)',
  amountOnChain: '{amount} on {chain}',
  acceptImpact: 'I accept a price impact of {percent}',
  acceptUnknownImpact: 'I accept that the value of what I receive is unknown',
  acceptImpactFirst: 'Accept the price impact first.',
  signatures: 'Signatures',
  signatureOnChain: '{signature} on {chain}',
  signatureIfAsked: '{signature}, if asked',
});
