import { describe, expect, it } from 'vitest';
import type { CosmosChainConfig } from '../../config/cosmosChains';
import { COSMOS_HUB_CONFIG } from '../../test/cosmosHubConfig';
import { connectKeplr, type KeplrChainInfo, type KeplrLike } from './keplrCosmosWallet';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';

const CHAIN = 'sandbox-cosmos-1';
const CONFIG: CosmosChainConfig = {
  ...COSMOS_HUB_CONFIG,
  chainName: 'Sandbox Cosmos',
  rpcUrl: 'http://127.0.0.1:26657',
  restUrl: 'http://127.0.0.1:1317',
};
const KEY = '0101010101010101010101010101010101010101010101010101010101010101';

/** An injected wallet that knows `known` chains, holding the key above, recording what it is asked. */
async function fakeKeplr({
  known = [] as string[],
  refuse = false,
  isNanoLedger = false,
  address,
}: {
  known?: string[];
  refuse?: boolean;
  isNanoLedger?: boolean;
  address?: string;
} = {}) {
  const dev = await sandboxDevCosmosWallet(KEY);
  const calls: string[] = [];
  const suggested: KeplrChainInfo[] = [];
  const keplr: KeplrLike = {
    async enable(chainId) {
      calls.push(`enable:${chainId}`);
      if (refuse) throw new Error('Request rejected');
      if (!known.includes(chainId)) throw new Error(`There is no chain info for ${chainId}`);
    },
    async experimentalSuggestChain(info) {
      calls.push(`suggest:${info.chainId}`);
      suggested.push(info);
      known.push(info.chainId);
    },
    getKey: async () => ({
      name: 'Alice',
      pubKey: dev.pubkey,
      bech32Address: address ?? dev.address,
      isNanoLedger,
    }),
    async signDirect(chainId, signer, doc) {
      calls.push(`signDirect:${chainId}:${signer}`);
      return dev.signDirect(chainId, doc);
    },
    async signAmino(chainId, signer, doc) {
      calls.push(`signAmino:${chainId}:${signer}`);
      return dev.signAmino(chainId, doc);
    },
  };
  return { keplr, calls, suggested, dev };
}

describe('connectKeplr', () => {
  it('suggests a chain the wallet does not know, from the config, then connects it', async () => {
    const { keplr, calls, suggested, dev } = await fakeKeplr();
    const wallet = await connectKeplr(keplr, CHAIN, CONFIG);

    expect(calls).toEqual([`enable:${CHAIN}`, `suggest:${CHAIN}`, `enable:${CHAIN}`]);
    expect(suggested[0]).toMatchObject({
      chainId: CHAIN,
      rest: 'http://127.0.0.1:1317',
      rpc: 'http://127.0.0.1:26657',
      bip44: { coinType: 118 },
      bech32Config: { bech32PrefixAccAddr: 'cosmos', bech32PrefixValAddr: 'cosmosvaloper' },
      feeCurrencies: [
        { coinMinimalDenom: 'uatom', coinDecimals: 6, gasPriceStep: { average: 0.025 } },
      ],
    });
    expect(wallet).toMatchObject({ name: 'Alice', address: dev.address, aminoOnly: false });
  });

  it('connects a known chain without suggesting it, and signs as the account', async () => {
    const { keplr, calls, dev } = await fakeKeplr({ known: [CHAIN] });
    const wallet = await connectKeplr(keplr, CHAIN, CONFIG);
    await wallet.signDirect(CHAIN, {
      bodyBytes: new Uint8Array(),
      authInfoBytes: new Uint8Array(),
      chainId: CHAIN,
      accountNumber: 0n,
    });

    expect(calls).toEqual([`enable:${CHAIN}`, `signDirect:${CHAIN}:${dev.address}`]);
  });

  it('signs amino only for a hardware account', async () => {
    const { keplr } = await fakeKeplr({ known: [CHAIN], isNanoLedger: true });
    expect((await connectKeplr(keplr, CHAIN, CONFIG)).aminoOnly).toBe(true);
  });

  it('does not suggest the chain after a refusal', async () => {
    const { keplr, calls } = await fakeKeplr({ refuse: true });
    await expect(connectKeplr(keplr, CHAIN, CONFIG)).rejects.toThrow('Request rejected');
    expect(calls).toEqual([`enable:${CHAIN}`]);
  });

  it("refuses an account whose key does not give its address under the chain's prefix", async () => {
    const { keplr } = await fakeKeplr({
      known: [CHAIN],
      address: 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a',
    });
    await expect(connectKeplr(keplr, CHAIN, CONFIG)).rejects.toThrow(/not its account/);
    const osmo = { ...CONFIG, bech32Prefix: 'osmo' };
    const { keplr: other } = await fakeKeplr({ known: [CHAIN] });
    await expect(connectKeplr(other, CHAIN, osmo)).rejects.toThrow(/not its account/);
  });
});
