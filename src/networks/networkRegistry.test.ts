import { describe, expect, it } from 'vitest';
import { NETWORK_FACTS } from '../lib/networkFacts';
import { NETWORKS } from './networkRegistry';

describe('NETWORKS', () => {
  it('registers every network type once, each with its engine, wallet reads and WalletConnect part', async () => {
    expect(Object.keys(NETWORKS).sort()).toEqual(Object.keys(NETWORK_FACTS).sort());
    for (const network of Object.values(NETWORKS)) {
      const engine = await network.engine();
      expect(engine.runStep).toBeTypeOf('function');
      expect(engine.previewStep).toBeTypeOf('function');
      expect(network.wallet.readBalances).toBeTypeOf('function');
      expect(network.walletConnect.namespace).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('gives each network a wallet stack: EVM loads after the first paint, the others on demand', () => {
    const onDemand = Object.entries(NETWORKS)
      .filter(([, network]) => 'onDemandStack' in network)
      .map(([type]) => type);
    expect(onDemand.sort()).toEqual(['cosmos', 'sol', 'tron']);
  });
});
