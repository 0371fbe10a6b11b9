import type { WalletModule } from '../walletModule';

/**
 * Solana's wallet module. Its readers (base58 code among them) load with the first read: there is
 * nothing to read before a wallet is connected, so the first load does not carry them.
 */
export const solanaWalletModule: WalletModule = {
  listedBeforeAsked: true,
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
