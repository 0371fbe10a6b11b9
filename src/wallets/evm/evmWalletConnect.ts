import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';

/**
 * EVM over WalletConnect: each request names its chain (`eip155:<id>`), so no chain switch is
 * asked of the wallet.
 */
export const evmWalletConnect: WalletConnectNamespace = {
  namespace: 'eip155',
  // EIP-5792's methods: a wallet that batches signs an approval and its swap in one prompt.
  methods: [
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  events: ['accountsChanged', 'chainChanged'],
  caip2: async (chain) =>
    /^\d{1,12}$/.test(chain.chainId) ? `eip155:${chain.chainId}` : undefined,
};
