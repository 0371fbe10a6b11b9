import { describe, expect, it } from 'vitest';
import type { CosmosChainConfig } from '../../config/cosmosChains';
import { COSMOS_HUB_CONFIG } from '../../test/cosmosHubConfig';
import { connectCosmosWallet, cosmosWalletOptions } from './cosmosWallets';
import type { KeplrLike } from './keplrCosmosWallet';

const CHAIN: CosmosChainConfig = {
  ...COSMOS_HUB_CONFIG,
  chainName: 'Sandbox Cosmos',
  rpcUrl: 'http://127.0.0.1:4411',
  restUrl: 'http://127.0.0.1:4411',
};
const DEV_KEY = '0101010101010101010101010101010101010101010101010101010101010101';
const keplr = {} as KeplrLike;
const names = (sources: Parameters<typeof cosmosWalletOptions>[0]) =>
  cosmosWalletOptions(sources).map((o) => o.name);

describe('cosmosWalletOptions', () => {
  it("offers the dev wallet on the sandbox's ledger, beside an injected wallet", () => {
    expect(names({ chainId: 'sandbox-cosmos-1', chain: CHAIN, keplr, devKey: DEV_KEY })).toEqual([
      'Keplr',
      'Sandbox dev wallet (test funds)',
    ]);
  });

  it("never offers the dev wallet on a public network's chain id", () => {
    expect(names({ chainId: 'cosmoshub-4', chain: CHAIN, keplr, devKey: DEV_KEY })).toEqual([
      'Keplr',
    ]);
  });

  it('offers nothing for a chain the config does not describe', () => {
    expect(
      names({ chainId: 'sandbox-cosmos-1', chain: undefined, keplr, devKey: DEV_KEY }),
    ).toEqual([]);
  });
});

describe('connectCosmosWallet', () => {
  it('connects the dev key under the chain prefix, and refuses it off the sandbox ledger', async () => {
    const sources = { chainId: 'sandbox-cosmos-1', chain: CHAIN, devKey: DEV_KEY };
    const wallet = await connectCosmosWallet('sandbox-dev-cosmos', sources);
    expect(wallet.address).toMatch(/^cosmos1/);
    expect(wallet.name).toBe('Sandbox dev wallet (test funds)');
    await expect(
      connectCosmosWallet('sandbox-dev-cosmos', { ...sources, chainId: 'cosmoshub-4' }),
    ).rejects.toThrow('no Cosmos wallet');
  });
});
