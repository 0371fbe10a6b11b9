import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/types';
import { selectInputAmount, selectQuoteBlocker } from './quoteBlocker';

function asset(p: Partial<Asset>): Asset {
  return {
    chainId: '31337',
    address: '0x0000000000000000000000000000000000000001',
    decimals: 6,
    symbol: 'USDC',
    isNative: false,
    isPopular: true,
    isEnabled: true,
    isFlagged: false,
    blockchain: 'Sandbox Ethereum',
    lastPrice: 1,
    ...p,
  };
}
const usdc = asset({});
const weth = asset({ address: '0x0000000000000000000000000000000000000002', decimals: 18 });
const base = { from: {}, to: {} };

describe('selectQuoteBlocker', () => {
  it('asks for tokens first, then an amount', () => {
    expect(selectQuoteBlocker({ ...base, amountText: '1' }, {})?.kind).toBe('no-source-token');
    expect(selectQuoteBlocker({ ...base, amountText: '1' }, { fromAsset: usdc })?.kind).toBe(
      'no-destination-token',
    );
    expect(
      selectQuoteBlocker({ ...base, amountText: '' }, { fromAsset: usdc, toAsset: weth })?.kind,
    ).toBe('no-amount');
    expect(
      selectQuoteBlocker({ ...base, amountText: '0.00' }, { fromAsset: usdc, toAsset: weth })?.kind,
    ).toBe('no-amount');
  });

  it('refuses the same token on both sides', () => {
    const upper = asset({ address: usdc.address.toUpperCase() });
    expect(
      selectQuoteBlocker({ ...base, amountText: '1' }, { fromAsset: usdc, toAsset: upper })?.kind,
    ).toBe('same-token');
  });

  it('explains too many decimals for the token', () => {
    expect(
      selectQuoteBlocker({ ...base, amountText: '1.1234567' }, { fromAsset: usdc, toAsset: weth }),
    ).toEqual({ kind: 'too-many-decimals', message: 'USDC has at most 6 decimals.' });
    expect(
      selectQuoteBlocker({ ...base, amountText: '1,5' }, { fromAsset: usdc, toAsset: weth })?.kind,
    ).toBe('invalid-amount');
  });

  it('blocks on insufficient balance only when the balance is known', () => {
    const ctx = { fromAsset: usdc, toAsset: weth };
    expect(selectQuoteBlocker({ ...base, amountText: '100' }, ctx)).toBeUndefined();
    expect(
      selectQuoteBlocker({ ...base, amountText: '100' }, { ...ctx, balance: 99_999_999n })?.kind,
    ).toBe('insufficient-balance');
    expect(
      selectQuoteBlocker({ ...base, amountText: '100' }, { ...ctx, balance: 100_000_000n }),
    ).toBeUndefined();
  });
});

describe('selectInputAmount', () => {
  it('converts to the smallest unit', () => {
    expect(selectInputAmount({ amountText: '1.5' }, usdc)).toBe(1_500_000n);
    expect(selectInputAmount({ amountText: 'x' }, usdc)).toBeUndefined();
    expect(selectInputAmount({ amountText: '1' }, undefined)).toBeUndefined();
  });
});
