import type { WalletModule } from '../walletModule';

/** Tron's wallet module; its reader loads with the first read. Its tokens cannot be checked here. */
export const tronWalletModule: WalletModule = {
  // Listed once asked for: opening the menu for EVM or Solana must not load the Tron stack.
  listedBeforeAsked: false,
  async readBalances(rpcUrl, owner, tokens) {
    const { readTronBalances } = await import('./tronBalances');
    return readTronBalances(rpcUrl, owner, tokens);
  },
  async readTransactionFee(rpcUrl, txID) {
    const { readTronFee } = await import('./tronBalances');
    return readTronFee(rpcUrl, txID);
  },
};
