import { jsonRpc } from '../jsonRpc';
import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';

/** Solana over WalletConnect: a chain is `solana:<first 32 characters of its genesis hash>`. */
export const solanaWalletConnect: WalletConnectNamespace = {
  namespace: 'solana',
  methods: ['solana_signTransaction'],
  events: [],
  async caip2(_chain, rpcUrl) {
    if (!rpcUrl) return undefined;
    const hash = await jsonRpc<unknown>(rpcUrl, 'getGenesisHash', []);
    return typeof hash === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(hash)
      ? `solana:${hash.slice(0, 32)}`
      : undefined;
  },
};
