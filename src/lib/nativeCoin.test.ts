import { describe, expect, it } from 'vitest';
import { asset, ETH, SOLANA_SOL, SOLANA_USDC } from '../test/routeFixtures';
import { isNativeCoin } from './nativeCoin';
import type { Asset } from './types';

const USDC = asset({ symbol: 'USDC', decimals: 6 });
const SOL = SOLANA_SOL;
const SOL_USDC = SOLANA_USDC;

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
