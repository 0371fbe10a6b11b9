import { describe, expect, it } from 'vitest';
import { networkTypeOf } from './networkType';

describe('networkTypeOf', () => {
  const chains = [
    { chainId: '728126428', networkType: 'tron' as const },
    { chainId: 'osmosis-1', networkType: 'cosmos' as const },
  ];

  it("takes the asset's own network type first, then the chain's in /chains", () => {
    expect(networkTypeOf({ chainId: '728126428', networkType: 'evm' }, chains)).toBe('evm');
    expect(networkTypeOf({ chainId: '728126428' }, chains)).toBe('tron');
    expect(networkTypeOf({ chainId: 'osmosis-1' }, chains)).toBe('cosmos');
  });

  it('without /chains, or for a chain not in it, reads the form of the id, never a particular id', () => {
    expect(networkTypeOf({ chainId: '31337' })).toBe('evm');
    expect(networkTypeOf({ chainId: '728126428' })).toBe('evm');
    expect(networkTypeOf({ chainId: '3448148188' }, chains)).toBe('evm');
    expect(networkTypeOf({ chainId: 'sol' }, chains)).toBe('sol');
    expect(networkTypeOf({ chainId: 'cosmoshub-4' })).toBe('cosmos');
  });
});
