import { describe, expect, it } from 'vitest';
import { COSMOS_HUB_CONFIG as HUB } from '../test/cosmosHubConfig';
import { parseCosmosChains } from './cosmosChains';

describe('parseCosmosChains', () => {
  it('keeps each valid chain and leaves out, by name, each one that fails its schema', () => {
    const { chains, rejected } = parseCosmosChains({
      'cosmoshub-4': HUB,
      'osmosis-1': { ...HUB, restUrl: 'javascript:alert(1)' },
      'juno-1': { ...HUB, gasPrice: '1e3' },
      'bad id!': HUB,
    });

    expect(chains).toEqual({ 'cosmoshub-4': HUB });
    expect(rejected).toEqual([
      'cosmosChains.osmosis-1',
      'cosmosChains.juno-1',
      'cosmosChains.bad id!',
    ]);
  });

  it('keeps the IBC channels to each destination chain, and leaves out a chain naming another kind', () => {
    const withChannels = { ...HUB, ibcChannels: { 'osmosis-1': 'channel-141', '1': 'channel-0' } };
    const { chains, rejected } = parseCosmosChains({
      'cosmoshub-4': withChannels,
      'osmosis-1': { ...HUB, ibcChannels: { 'cosmoshub-4': 'transfer/channel-0' } },
      'juno-1': { ...HUB, ibcChannels: { 'bad id!': 'channel-1' } },
    });

    expect(chains).toEqual({ 'cosmoshub-4': withChannels });
    expect(rejected).toEqual(['cosmosChains.osmosis-1', 'cosmosChains.juno-1']);
  });

  it('leaves out a value that is no map of chains', () => {
    const { chains, rejected } = parseCosmosChains([HUB]);

    expect(chains).toEqual({});
    expect(rejected).toEqual(['cosmosChains']);
  });
});
