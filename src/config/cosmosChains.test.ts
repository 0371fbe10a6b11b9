import { describe, expect, it } from 'vitest';
import { checkConfigOptions } from './checkedConfig';
import type { CosmosChainConfig } from './cosmosChains';
import type { WidgetConfig } from './widgetConfig';

const HUB: CosmosChainConfig = {
  chainName: 'Cosmos Hub',
  rpcUrl: 'https://rpc.example.com',
  restUrl: 'https://rest.example.com',
  bech32Prefix: 'cosmos',
  coinType: 118,
  feeDenom: 'uatom',
  feeSymbol: 'ATOM',
  feeDecimals: 6,
  gasPrice: '0.025',
};
const base: WidgetConfig = { apiUrl: 'https://api.example.com/v1' };

describe('cosmosChains in the config', () => {
  it('keeps each valid chain and leaves out, by name, each one that fails its schema', () => {
    const config = {
      ...base,
      cosmosChains: {
        'cosmoshub-4': HUB,
        'osmosis-1': { ...HUB, restUrl: 'javascript:alert(1)' },
        'juno-1': { ...HUB, gasPrice: '1e3' },
        'bad id!': HUB,
      },
    } as WidgetConfig;
    const { config: checked, rejected } = checkConfigOptions(config);

    expect(checked.cosmosChains).toEqual({ 'cosmoshub-4': HUB });
    expect(rejected).toEqual([
      'cosmosChains.osmosis-1',
      'cosmosChains.juno-1',
      'cosmosChains.bad id!',
    ]);
  });

  it('leaves out a value that is no map of chains', () => {
    const config = { ...base, cosmosChains: [HUB] } as unknown as WidgetConfig;
    const { config: checked, rejected } = checkConfigOptions(config);

    expect(checked.cosmosChains).toBeUndefined();
    expect(rejected).toEqual(['cosmosChains']);
  });
});
