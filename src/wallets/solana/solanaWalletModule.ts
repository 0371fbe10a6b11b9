import type { WalletModule } from '../walletModule';

/** Solana's native coin in a balance map: every address in NATIVE_SOL_ADDRESSES maps to it. */
const SOL_NATIVE = '11111111111111111111111111111111';

/**
 * Solana's wallet module. Its readers (base58 code among them) load with the first read: there is
 * nothing to read before a wallet is connected, so the first load does not carry them.
 */
export const solanaWalletModule: WalletModule = {
  label: 'Solana',
  loadsOnDemand: true,
  listedBeforeAsked: true,
  nativeBalanceAddress: SOL_NATIVE,
  // One read answers every token account the owner has.
  readsEveryHeldToken: true,
  async readBalances(rpcUrl, owner, _tokens, signal) {
    const { readSolanaBalances } = await import('./solanaBalances');
    return readSolanaBalances(rpcUrl, owner, signal);
  },
  async readTransactionFee(rpcUrl, signature) {
    const { readSolanaTransactionFee } = await import('./solanaTransactionFee');
    return readSolanaTransactionFee(rpcUrl, signature);
  },
  async readTokenMetadata(_chain, rpcUrl, address, signal) {
    const { readSplMintMetadata } = await import('./splMintMetadata');
    return readSplMintMetadata(rpcUrl, address, signal);
  },
};
