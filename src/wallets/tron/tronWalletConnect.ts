import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';
import { tronHttp } from './tronHttp';

/**
 * Tron over WalletConnect: a chain is `tron:0x<its id>`, the last four bytes of its genesis
 * block's id (mainnet's is `tron:0x2b6653dc`).
 */
export const tronWalletConnect: WalletConnectNamespace = {
  namespace: 'tron',
  methods: ['tron_signTransaction'],
  events: [],
  async caip2(_chain, rpcUrl) {
    if (!rpcUrl) return undefined;
    const genesis = await tronHttp(rpcUrl)<{ blockID?: unknown }>('/wallet/getblockbynum', {
      num: 0,
    });
    const id = genesis.blockID;
    return typeof id === 'string' && /^[0-9a-f]{64}$/i.test(id)
      ? `tron:0x${id.slice(-8).toLowerCase()}`
      : undefined;
  },
};
