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

  it("names the ledger's one channel, to the sandbox's bridge, for each EVM and Solana chain", () => {
    const chains = sandboxCosmosChains([
      chain('sandbox-cosmos-1', 'http://127.0.0.1:4411'),
      { ...chain('31337', 'http://127.0.0.1:8545'), networkType: 'evm' },
      { ...chain('sandbox-solana', 'http://127.0.0.1:8899'), networkType: 'sol' },
      { ...chain('sandbox-tron', 'http://127.0.0.1:9090'), networkType: 'tron' },
    ]);
    expect(chains['sandbox-cosmos-1']?.ibcChannels).toEqual({
      '31337': 'channel-0',
      'sandbox-solana': 'channel-0',
    });
  });

  it("gives nothing for a public network's chain id, nor for a ledger off the loopback", () => {
    expect(sandboxCosmosChains([chain('cosmoshub-4', 'http://127.0.0.1:4411')])).toEqual({});
    expect(sandboxCosmosChains([chain('sandbox-cosmos-1', 'https://lcd.example.com')])).toEqual({});
  });
});
