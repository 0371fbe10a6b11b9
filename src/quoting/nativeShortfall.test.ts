import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/types';
import { asset, ETH, fee, route, USDC } from '../test/routeFixtures';
import { nativeShortfall } from './nativeShortfall';

// ETH -> USDC on chain 31337: 0.01 ETH in, 0.001 ETH of gas from the wallet.
const GAS = 10n ** 15n;
const INPUT = 10n ** 16n;
const SRC_USDC = asset({ symbol: 'USDC', decimals: 6 });
const ethToUsdc = route({ routeId: 'r', fees: [fee({ type: 'NETWORK', amount: GAS })] });
const usdcToEth = route({
  routeId: 'r',
  from: SRC_USDC,
  to: ETH,
  inputAmount: 25_000_000n,
  fees: [fee({ type: 'NETWORK', amount: GAS, source: 'FROM_SOURCE_WALLET' })],
});
const SOL: Asset = asset({
  symbol: 'SOL',
  networkType: 'sol',
  chainId: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  decimals: 9,
  isNative: true,
});

describe('nativeShortfall', () => {
  it('is nothing when the balance covers the network fee', () => {
    expect(nativeShortfall(usdcToEth, GAS)).toBeUndefined();
  });

  it('is the missing amount when the balance is 1 unit short of the fee', () => {
    expect(nativeShortfall(usdcToEth, GAS - 1n)).toEqual({ missing: 1n, symbol: 'ETH' });
  });

  it('counts the native input with the fee', () => {
    expect(nativeShortfall(ethToUsdc, INPUT + GAS)).toBeUndefined();
    expect(nativeShortfall(ethToUsdc, INPUT + GAS - 1n)).toEqual({ missing: 1n, symbol: 'ETH' });
    // Enough for the input alone is not enough.
    expect(nativeShortfall(ethToUsdc, INPUT)).toEqual({ missing: GAS, symbol: 'ETH' });
  });

  it('blocks nothing while the balance is unknown', () => {
    expect(nativeShortfall(ethToUsdc, undefined)).toBeUndefined();
  });

  it('does not count fees in another token, on another chain or taken from the amounts', () => {
    const r = {
      ...usdcToEth,
      fees: [
        fee({ type: 'NETWORK', amount: 5n, token: SRC_USDC }),
        fee({ type: 'NETWORK', amount: 5n, token: { ...ETH, chainId: '31338' } }),
        fee({ type: 'NETWORK', amount: 5n, source: 'FROM_INPUT_AMOUNT' }),
        fee({ type: 'PROVIDER', amount: 5n }),
        fee({ type: 'NETWORK', amount: 3n }),
      ],
    };
    expect(nativeShortfall(r, 3n)).toBeUndefined();
    expect(nativeShortfall(r, 2n)).toEqual({ missing: 1n, symbol: 'ETH' });
  });

  it('asks no native coin of a route without wallet-paid network fees or native input', () => {
    expect(nativeShortfall({ ...usdcToEth, fees: [] }, 0n)).toBeUndefined();
  });

  it("counts SOL listed under the wrapped-SOL mint as Solana's native coin", () => {
    const solRoute = route({
      routeId: 's',
      from: SOL,
      to: { ...USDC, chainId: 'sol', networkType: 'sol' },
      inputAmount: 10n ** 9n,
      fees: [fee({ type: 'NETWORK', amount: 5_000n, token: SOL })],
    });
    expect(nativeShortfall(solRoute, 10n ** 9n + 5_000n)).toBeUndefined();
    expect(nativeShortfall(solRoute, 10n ** 9n)).toEqual({ missing: 5_000n, symbol: 'SOL' });
  });
});
