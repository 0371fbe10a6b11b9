import { describe, expect, it } from 'vitest';
import { defaultGasReserve, maxSpendable } from './gasReserve';

describe('maxSpendable', () => {
  it('spends all of a token', () => {
    expect(maxSpendable({ balance: 100n, isNative: false, gasReserve: 10n })).toBe(100n);
  });
  it('keeps the gas reserve of a native coin', () => {
    expect(maxSpendable({ balance: 100n, isNative: true, gasReserve: 10n })).toBe(90n);
    expect(maxSpendable({ balance: 10n, isNative: true, gasReserve: 10n })).toBe(0n);
    expect(maxSpendable({ balance: 3n, isNative: true, gasReserve: 10n })).toBe(0n);
  });
});

describe('defaultGasReserve', () => {
  it('uses the documented constants', () => {
    expect(defaultGasReserve('evm', 18)).toBe(5n * 10n ** 15n);
    expect(defaultGasReserve('sol', 9)).toBe(10_000_000n);
    expect(defaultGasReserve('tron', 6)).toBe(30_000_000n);
    expect(defaultGasReserve('cosmos', 6)).toBe(20_000n);
  });
  it('overrides EVM chains with cheap gas units', () => {
    expect(defaultGasReserve('evm', 18, { chainId: '137' })).toBe(5n * 10n ** 17n);
    expect(defaultGasReserve('evm', 18, { chainId: '1' })).toBe(5n * 10n ** 15n);
    expect(defaultGasReserve('sol', 9, { chainId: '137' })).toBe(10_000_000n);
    // A chain id from a URL or the API is not a key of the object's prototype.
    expect(defaultGasReserve('evm', 18, { chainId: 'constructor' })).toBe(5n * 10n ** 15n);
    expect(defaultGasReserve('evm', 18, { chainId: '__proto__' })).toBe(5n * 10n ** 15n);
  });
  it('keeps at least one unit for coins with few decimals', () => {
    expect(defaultGasReserve('evm', 0)).toBe(1n);
    expect(defaultGasReserve('evm', 2)).toBe(1n);
  });
});
