import type { Catalog } from '../catalog/catalog';
import { COSMOS_CHAIN_ID } from '../catalog/chains';
import { solanaGenesisHash } from '../chains/solana/genesis';
import { readTronCaip2 } from './tron/tronCaip2';

/**
 * The chains the phone wallet signs on, by their CAIP-2 ids as WalletConnect names them:
 * `eip155:<chain id>` for each EVM chain, `solana:<first 32 characters of the genesis hash>`,
 * `cosmos:<chain id>` and `tron:0x<chain id in hex>` (`tron/tronCaip2.ts`).
 */
export interface WalletChains {
  /**
   * EVM chains, with the RPC a sent transaction goes to, and the batch executor a smart account
   * delegates to (EIP-7702).
   */
  evm: Array<{
    caip2: string;
    chainId: number;
    rpcUrl: string | undefined;
    batchExecutor: `0x${string}` | undefined;
  }>;
  solana: string;
  cosmos: string;
  /** Undefined when the Tron ledger's node does not tell its genesis block: no Tron then. */
  tron: string | undefined;
}

export async function walletChains(catalog: Catalog, seed: string): Promise<WalletChains> {
  const tronNode = catalog.chains.find((chain) => chain.networkType === 'tron')?.rpcUrls[0];
  const tron = tronNode ? await readTronCaip2(tronNode).catch(() => undefined) : undefined;
  return {
    evm: catalog.chains
      .filter((chain) => chain.networkType === 'evm')
      .map((chain) => ({
        caip2: `eip155:${chain.chainId}`,
        chainId: Number(chain.chainId),
        rpcUrl: chain.rpcUrls[0],
        batchExecutor: catalog.deployment.evm[chain.chainId]?.batchExecutor,
      })),
    solana: `solana:${solanaGenesisHash(seed).slice(0, 32)}`,
    cosmos: `cosmos:${COSMOS_CHAIN_ID}`,
    tron,
  };
}
