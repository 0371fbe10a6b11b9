import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';

/**
 * EVM over WalletConnect: each request names its chain (`eip155:<id>`), so no chain switch is
 * asked of the wallet.
 */
export const evmWalletConnect: WalletConnectNamespace = {
  namespace: 'eip155',
  methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
  events: ['accountsChanged', 'chainChanged'],
  caip2: async (chain) =>
    /^\d{1,12}$/.test(chain.chainId) ? `eip155:${chain.chainId}` : undefined,
};
