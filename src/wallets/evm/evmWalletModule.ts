import type { Address } from 'viem';
import type { WalletModule } from '../walletModule';

/** EVM's wallet module; its readers (checksum code among them) load with the first read. */
export const evmWalletModule: WalletModule = {
  listedBeforeAsked: true,
  async readBalances(rpcUrl, owner, tokens, signal) {
    const { readEvmBalances } = await import('./evmBalances');
    return readEvmBalances(rpcUrl, owner as Address, tokens, signal);
  },
  async readTransactionFee(rpcUrl, hash) {
    const { readEvmTransactionFee } = await import('./evmTransactionFee');
    return readEvmTransactionFee(rpcUrl, hash);
  },
  async readTokenMetadata(chain, rpcUrl, address, signal) {
    const { readErc20Metadata } = await import('./erc20Metadata');
    return readErc20Metadata(chain, rpcUrl, address as Address, signal);
  },
  async readIsContract(rpcUrl, address, signal) {
    const { readEvmIsContract } = await import('./evmAccountCode');
    return readEvmIsContract(rpcUrl, address, signal);
  },
};
