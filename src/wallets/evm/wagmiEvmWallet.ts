import type { PublicClient } from 'viem';
import type { Config } from 'wagmi';
import {
  getConnection,
  getConnectorClient,
  getPublicClient,
  sendTransaction,
  signTypedData,
  switchChain,
} from 'wagmi/actions';
import type { EvmWallet } from './evmSigner';

/** The connected wagmi wallet as the signer's wallet half (wagmi refuses a chain mismatch). */
export function wagmiEvmWallet(config: Config): EvmWallet {
  return {
    account: () => {
      const connection = getConnection(config);
      return connection.status === 'connected' ? connection.address : undefined;
    },
    chainId: async () => {
      const { chainId } = getConnection(config);
      if (chainId === undefined) throw new Error('no wallet connected');
      return chainId;
    },
    switchChain: async (chainId) => {
      await switchChain(config, { chainId });
    },
    sendTransaction: (tx) =>
      sendTransaction(config, {
        chainId: tx.chainId,
        account: tx.from,
        to: tx.to,
        value: tx.value,
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
        // A replacement: the pending transaction's nonce, and the fees that outbid it.
        ...(tx.nonce !== undefined ? { nonce: tx.nonce } : {}),
        ...tx.fees,
      }),
    // The typed data was checked (checkTypedOrder) and is signed as it is; wagmi sends it as
    // `eth_signTypedData_v4`, with the EIP712Domain type derived from the domain.
    signTypedData: ({ account, typedData }) =>
      signTypedData(config, { account, ...(typedData as Parameters<typeof signTypedData>[1]) }),
    // EIP-5792's methods have no wagmi action that leaves their answers to the engine to check.
    request: async ({ method, params }) => {
      const client = await getConnectorClient(config);
      return client.request({ method, params } as never);
    },
  };
}

/** Reads for the signer, over the config's transports (the configured RPC URLs first). */
export function wagmiPublicClient(config: Config) {
  return (chainId: number): PublicClient => {
    const client = getPublicClient(config, { chainId });
    if (!client) throw new Error(`chain ${chainId} is not configured`);
    return client as PublicClient;
  };
}
