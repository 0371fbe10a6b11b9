import type { WalletModule } from '../walletModule';

/**
 * Cosmos's wallet module; its reader loads with the first read. A chain's coin is its own denom,
 * so there is no one native address; its tokens cannot be checked here.
 */
export const cosmosWalletModule: WalletModule = {
  // Listed once asked for: opening the menu for EVM or Solana must not load the Cosmos stack.
  listedBeforeAsked: false,
  async readBalances(restUrl, owner, _tokens, signal) {
    const { readCosmosBalances } = await import('./cosmosBalances');
    return readCosmosBalances(restUrl, owner, signal);
  },
};
