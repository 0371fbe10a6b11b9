import type { WalletModule } from '../walletModule';

/** TRX in a balance map: the base58 of the zero address, as Tron's tools (and `tronBalances`) name it. */
const TRX = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** Tron's wallet module; its reader loads with the first read. Its tokens cannot be checked here. */
export const tronWalletModule: WalletModule = {
  label: 'Tron',
  loadsOnDemand: true,
  // Listed once asked for: opening the menu for EVM or Solana must not load the Tron stack.
  listedBeforeAsked: false,
  nativeBalanceAddress: TRX,
  readsEveryHeldToken: false,
  async readBalances(rpcUrl, owner, tokens) {
    const { readTronBalances } = await import('./tronBalances');
    return readTronBalances(rpcUrl, owner, tokens);
  },
  async readTransactionFee(rpcUrl, txID) {
    const { readTronFee } = await import('./tronBalances');
    return readTronFee(rpcUrl, txID);
  },
};
