import type { WalletConnectNamespace } from '../walletConnect/walletConnectSettings';
import { tronHttp } from './tronHttp';

/**
 * A Tron chain's CAIP-2 id as WalletConnect names it: `tron:0x<chain id in hex>`, the chain id
 * being the last 4 bytes of its genesis block's id (mainnet's `…2b6653dc` is `tron:0x2b6653dc`),
 * written as a number, with no leading zeros: the sandbox's ledger is `tron:0x7a6b`. Undefined
 * for what is not a block id.
 */
export function tronCaip2(genesisBlockId: unknown): string | undefined {
  if (typeof genesisBlockId !== 'string' || !/^[0-9a-f]{64}$/i.test(genesisBlockId)) {
    return undefined;
  }
  return `tron:0x${BigInt(`0x${genesisBlockId.slice(-8)}`).toString(16)}`;
}

/** Tron over WalletConnect: a chain is named by its genesis block, read from its node. */
export const tronWalletConnect: WalletConnectNamespace = {
  namespace: 'tron',
  methods: ['tron_signTransaction'],
  events: [],
  async caip2(_chain, rpcUrl) {
    if (!rpcUrl) return undefined;
    const genesis = await tronHttp(rpcUrl)<{ blockID?: unknown }>('/wallet/getblockbynum', {
      num: 0,
    });
    return tronCaip2(genesis.blockID);
  },
};
