import type { QuoteRequest } from '../types';

/** The quote request behind the ETH -> Solana USDC fixture, for tests and the client bench. */
export const sampleQuoteRequest: QuoteRequest = {
  fromChainId: '1',
  fromAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  toChainId: 'sol',
  toAssetAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  amount: { inputAmount: 420000000000000000n },
  userWalletAddress: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
  // The example's routes pay this Solana wallet (an EVM address cannot receive on Solana).
  recipient: '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii',
  slippageBps: 50,
  solanaOptions: { solanaPriorityFee: 'high', solanaBundleTip: 5000 },
};
