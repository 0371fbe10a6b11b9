import { defineSection } from '../../lib/messages';

/**
 * The review dialog (loaded on demand, its words with it): rate change, recipient, Confirm swap.
 */
export const reviewMessages = defineSection('review', {
  reviewDetails: 'Swap details',
  reviewTitle: 'Review your swap',
  rateChanged:
    'The rate changed: you would now receive {amount}, and no less than {newMinimum}. You reviewed a minimum of {minimum}.',
  acceptAndSwap: 'Accept new rate and swap',
  confirmSwap: 'Confirm swap',
  confirmRecipientFirst: 'Confirm where the tokens go first.',
  newQuote: 'Get a new quote',
  rememberedRecipient: 'Remembered from an earlier visit, and not your connected wallet.',
  confirmRecipient: 'I confirm tokens go to {address}',
  recipientChecking: 'Checking whether the recipient is a contract on {chain}…',
  recipientIsContract:
    'The recipient is a contract on {chain}, not a wallet. Tokens sent to a contract that cannot pass them on are lost for good.',
  acknowledgeContract: 'I understand the recipient is a contract',
  recipientNotChecked:
    'The recipient could not be checked for contract code: {reason} Make sure it can receive {symbol} on {chain} before you confirm.',
  checkingRecipientFirst: 'The recipient is being checked first.',
  acknowledgeContractFirst: 'Confirm that you understand the recipient is a contract first.',
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
  approval: 'Approval',
  unlimitedApproval:
    'Unlimited approval of {symbol} on {chain} (your setting), if an approval is needed. The contract it allows is named before your wallet asks.',
  acceptImpact: 'I accept a price impact of {percent}',
  acceptUnknownImpact: 'I accept that the value of what I receive is unknown',
  acceptImpactFirst: 'Accept the price impact first.',
  simulatedEffect: 'Simulated effect',
  effectLoading: 'Simulating what this swap does to your balances…',
  effectNoWallet: 'Connect your wallet to see what this swap does to your balances.',
  effectNoSimulation:
    "This network's node cannot simulate what this swap does to your balances. Your wallet still shows the transaction before you sign.",
  effectNetwork: 'What this swap does to your balances is not simulated on {chain} yet.',
  effectNothingToSign:
    'Your wallet signs nothing on {chain} for now; a later transaction shows its effect before your wallet asks.',
  effectBudget:
    "Not simulated now, to keep the routing service's request limit for your swap. Confirm swap checks the transaction before anything is signed, and each step shows its effect before your wallet asks.",
  effectQuickSwap:
    "This swap's transaction comes with Confirm swap's fresh quote: its effect is simulated then, and shown before your wallet asks.",
  effectOrder:
    'The first step signs an order, not a transaction: there is no transaction to simulate.',
  effectFailed:
    'The effect could not be simulated: {reason} Confirm swap checks the transaction again before anything is signed.',
  effectNoChange: 'No change to your balances.',
  effectLater: 'Each later transaction shows its own effect before your wallet asks.',
  signatures: 'Signatures',
  signatureOnChain: '{signature} on {chain}',
  signatureIfAsked: '{signature}, if asked',
});
