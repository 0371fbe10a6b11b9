import { defineSection } from '../messages';

/** The main button and the review. */
export const actionMessages = defineSection('action', {
  unsupportedWallets: '{network} wallets are not supported yet',
  connect: 'Connect wallet',
  connectSolana: 'Connect wallet (Solana)',
  insufficient: 'Insufficient {symbol} balance',
  insufficientNoSymbol: 'Insufficient balance',
  enterRecipient: 'Enter a recipient address',
  enterValidRecipient: 'Enter a valid recipient address',
  findingRoutes: 'Finding routes…',
  routesUnavailable: 'Routes unavailable',
  noRoute: 'No route found',
  selectRoute: 'Select a route',
  notExecutable: 'Route not executable yet (needs a Tron or Cosmos wallet)',
  routesExpired: 'Routes expired — refreshing',
  updatingForWallet: 'Updating routes for your wallet…',
  review: 'Review {route}',
  routeSummary: '{provider}, {amount}',
  reviewFailed: 'The review could not be loaded. Reload the page to try again.',
  reviewTitle: 'Review your swap',
  rateChanged:
    'The rate changed: you would now receive {amount}, less than the minimum of {minimum} you reviewed.',
  acceptAndSwap: 'Accept new rate and swap',
  confirmSwap: 'Confirm swap',
  confirmRecipientFirst: 'Confirm where the tokens go first.',
  newQuote: 'Get a new quote',
  rememberedRecipient: 'Remembered from an earlier visit, and not your connected wallet.',
  confirmRecipient: 'I confirm tokens go to {address}',
  toYourWallet: 'To: your {network} wallet',
});
