import { describe, expect, it } from 'vitest';
import type { Chain } from '../api/types';
import { sandboxCosmosChains } from './sandboxCosmosChain';

const chain = (chainId: string, rpc: string): Chain => ({
  chainId,
  symbol: 'ATOM',
  name: 'Sandbox Cosmos',
  networkType: 'cosmos',
  image: '',
  isPopular: false,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: [rpc],
  tokenCount: 2,
});

describe('sandboxCosmosChains', () => {
  it("fills in the sandbox ledger's config, its REST API the loopback URL /chains gives", () => {
    const chains = sandboxCosmosChains([chain('sandbox-cosmos-1', 'http://127.0.0.1:4411')]);
    expect(chains['sandbox-cosmos-1']).toMatchObject({
      restUrl: 'http://127.0.0.1:4411',
      bech32Prefix: 'cosmos',
      feeDenom: 'uatom',
      gasPrice: '0.025',
    });
  });

  it("gives nothing for a public network's chain id, nor for a ledger off the loopback", () => {
    expect(sandboxCosmosChains([chain('cosmoshub-4', 'http://127.0.0.1:4411')])).toEqual({});
    expect(sandboxCosmosChains([chain('sandbox-cosmos-1', 'https://lcd.example.com')])).toEqual({});
  });
});
