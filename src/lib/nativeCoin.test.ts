import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/types';
import { asset, ETH } from '../test/routeFixtures';
import { isNativeCoin } from './nativeCoin';

const USDC = asset({ symbol: 'USDC', decimals: 6 });
const SOL = asset({
  symbol: 'SOL',
  chainId: 'sol',
  networkType: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  decimals: 9,
  isNative: true,
});
const SOL_USDC = asset({
  symbol: 'USDC',
  chainId: 'sol',
  networkType: 'sol',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
});

describe('isNativeCoin', () => {
  it.each<[string, Asset, boolean]>([
    ['ETH (0xeeee…)', ETH, true],
    ['an ERC-20', USDC, false],
    [
      'an ERC-20 the service calls native (the balance read is its token balance)',
      { ...USDC, isNative: true },
      false,
    ],
    ['SOL under the wrapped-SOL mint', SOL, true],
    ['SOL under the wrapped-SOL mint without the flag', { ...SOL, isNative: false }, true],
    ['an SPL token', SOL_USDC, false],
    ['a Tron token', asset({ symbol: 'USDT', chainId: '728126428', networkType: 'tron' }), false],
  ])('%s: %s', (_, a, native) => expect(isNativeCoin(a)).toBe(native));
});
