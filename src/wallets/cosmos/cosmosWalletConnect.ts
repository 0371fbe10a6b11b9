import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';

/** Cosmos over WalletConnect: a chain is `cosmos:<chain id>` (CAIP-5's reference rules). */
export const cosmosWalletConnect: WalletConnectNamespace = {
  namespace: 'cosmos',
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  events: [],
  caip2: async (chain) =>
    /^[-a-zA-Z0-9]{1,32}$/.test(chain.chainId) ? `cosmos:${chain.chainId}` : undefined,
};
