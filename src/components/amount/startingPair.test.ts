import { describe, expect, it } from 'vitest';
import type { Chain } from '../../api/types';
import { offerRules } from '../../config/offerRules';
import { asset } from '../../test/routeFixtures';
import { startingChain, startingPair } from './startingPair';

const chain = (p: Partial<Chain> & Pick<Chain, 'chainId' | 'networkType'>): Chain => ({
  symbol: 'X',
  name: p.chainId,
  image: '',
  isPopular: true,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: [],
  tokenCount: 0,
  ...p,
});

describe('startingChain', () => {
  it('is the first enabled chain, of any of the four network types the widget signs for', () => {
    const off = chain({ chainId: '1', networkType: 'evm', isEnabled: false });
    const tron = chain({ chainId: '31339', networkType: 'tron' });
    const eth = chain({ chainId: '31337', networkType: 'evm' });
    expect(startingChain([off, eth, tron])).toBe(eth);
    expect(startingChain([off, tron, eth])).toBe(tron);
    expect(startingChain([off])).toBeUndefined();
    expect(startingChain(undefined)).toBeUndefined();
  });

  it('is one the integrator offers', () => {
    const eth = chain({ chainId: '31337', networkType: 'evm' });
    const base = chain({ chainId: '31338', networkType: 'evm' });
    expect(startingChain([eth, base], offerRules({ chains: { deny: ['31337'] } }))).toBe(base);
    expect(startingChain([eth], offerRules({ chains: { allow: ['31338'] } }))).toBeUndefined();
  });
});

describe('startingPair', () => {
  const eth = chain({ chainId: '31337', networkType: 'evm' });
  const native = asset({ symbol: 'ETH', isNative: true, address: '0xeeee' });
  const scam = asset({ symbol: 'USDC', isFlagged: true, address: '0xscam' });
  const usdc = asset({ symbol: 'USDC', address: '0xusdc' });

  it('pays with the native coin and receives the first popular token', () => {
    expect(startingPair(eth, [scam, native, usdc])).toEqual({
      from: { chainId: '31337', tokenAddress: '0xeeee' },
      to: { chainId: '31337', tokenAddress: '0xusdc' },
    });
  });

  it('leaves "You receive" open without a popular token, and everything without a native coin', () => {
    expect(startingPair(eth, [native, { ...usdc, isPopular: false }])).toEqual({
      from: { chainId: '31337', tokenAddress: '0xeeee' },
    });
    expect(startingPair(eth, [usdc])).toBeUndefined();
  });

  it('starts on tokens the integrator offers only', () => {
    const weth = asset({ symbol: 'WETH', address: '0xweth' });
    const rules = offerRules({ tokens: { deny: [{ chainId: '31337', address: '0xusdc' }] } });
    expect(startingPair(eth, [native, usdc, weth], rules)).toEqual({
      from: { chainId: '31337', tokenAddress: '0xeeee' },
      to: { chainId: '31337', tokenAddress: '0xweth' },
    });
    const noNative = offerRules({ tokens: { deny: [{ chainId: '31337', address: '0xeeee' }] } });
    expect(startingPair(eth, [native, usdc], noNative)).toBeUndefined();
  });
});
