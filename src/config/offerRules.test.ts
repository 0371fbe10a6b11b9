import { describe, expect, it } from 'vitest';
import { offerRules, providerFilters, quoteSettings } from './offerRules';
import { defaultSettings } from './widgetSettings';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const noUser = { includeProviders: [], excludeProviders: [] };

describe('offerRules: chains', () => {
  it('offers every chain without lists', () => {
    const rules = offerRules({});
    expect(rules.isChainOffered('1')).toBe(true);
    expect(rules.isChainOffered('sol')).toBe(true);
  });

  it('keeps only the allowed chains, and deny wins over allow', () => {
    const rules = offerRules({ chains: { allow: ['1', 'sol'], deny: ['sol', '8453'] } });
    expect(rules.isChainOffered('1')).toBe(true);
    expect(rules.isChainOffered('sol')).toBe(false);
    expect(rules.isChainOffered('8453')).toBe(false);
    expect(rules.isChainOffered('10')).toBe(false);
  });

  it('removes denied chains from everything else', () => {
    const rules = offerRules({ chains: { deny: ['sol'] } });
    expect(rules.isChainOffered('sol')).toBe(false);
    expect(rules.isChainOffered('1')).toBe(true);
  });

  it('offers no chain a token allow list names no token of', () => {
    const rules = offerRules({ tokens: { allow: [{ chainId: '1', address: USDC }] } });
    expect(rules.isChainOffered('1')).toBe(true);
    expect(rules.isChainOffered('8453')).toBe(false);
  });
});

describe('offerRules: tokens', () => {
  it('offers a token on an offered chain without token lists', () => {
    const rules = offerRules({ chains: { allow: ['1'] } });
    expect(rules.isTokenOffered('1', USDC)).toBe(true);
    expect(rules.isTokenOffered('8453', USDC)).toBe(false);
  });

  it('keeps only allowed tokens, by chain and address, hex in any case', () => {
    const rules = offerRules({ tokens: { allow: [{ chainId: '1', address: USDC }] } });
    expect(rules.isTokenOffered('1', USDC.toLowerCase())).toBe(true);
    expect(rules.isTokenOffered('1', WETH)).toBe(false);
    // The same address on another chain is another token.
    expect(rules.isTokenOffered('8453', USDC)).toBe(false);
  });

  it('denies a token even when it is allowed, and a token on a chain not offered', () => {
    const rules = offerRules({
      chains: { deny: ['sol'] },
      tokens: {
        allow: [
          { chainId: '1', address: USDC },
          { chainId: '1', address: WETH },
          { chainId: 'sol', address: MINT },
        ],
        deny: [{ chainId: '1', address: WETH.toUpperCase().replace('0X', '0x') }],
      },
    });
    expect(rules.isTokenOffered('1', USDC)).toBe(true);
    expect(rules.isTokenOffered('1', WETH)).toBe(false);
    expect(rules.isTokenOffered('sol', MINT)).toBe(false);
  });

  it('compares base58 addresses exactly', () => {
    const rules = offerRules({ tokens: { deny: [{ chainId: 'sol', address: MINT }] } });
    expect(rules.isTokenOffered('sol', MINT)).toBe(false);
    expect(rules.isTokenOffered('sol', MINT.toLowerCase())).toBe(true);
  });
});

describe('providerFilters', () => {
  it('sends nothing without lists or user choices', () => {
    expect(providerFilters(offerRules({}), noUser)).toEqual(noUser);
  });

  it('keeps the user choice when the config has no lists', () => {
    const user = { includeProviders: ['orbit'], excludeProviders: ['arc'] };
    expect(providerFilters(offerRules({}), user)).toEqual(user);
  });

  it('includes the allowed providers, minus the denied, and always excludes the denied', () => {
    const rules = offerRules({ providers: { allow: ['orbit', 'arc', 'span'], deny: ['span'] } });
    expect(providerFilters(rules, noUser)).toEqual({
      includeProviders: ['orbit', 'arc'],
      excludeProviders: ['span'],
    });
  });

  it('ignores a user include outside the allow list, and falls back to the allow list', () => {
    const rules = offerRules({ providers: { allow: ['orbit', 'arc'] } });
    expect(
      providerFilters(rules, { includeProviders: ['galaxy', 'arc'], excludeProviders: [] }),
    ).toEqual({ includeProviders: ['arc'], excludeProviders: [] });
    expect(providerFilters(rules, { includeProviders: ['galaxy'], excludeProviders: [] })).toEqual({
      includeProviders: ['orbit', 'arc'],
      excludeProviders: [],
    });
  });

  it('ignores a user include the config denies, and adds the user excludes to the denied', () => {
    const rules = offerRules({ providers: { deny: ['tide'] } });
    expect(
      providerFilters(rules, { includeProviders: ['tide'], excludeProviders: ['arc', 'tide'] }),
    ).toEqual({ includeProviders: [], excludeProviders: ['tide', 'arc'] });
  });

  it('never asks for any provider when every allowed one is denied', () => {
    const rules = offerRules({ providers: { allow: ['orbit'], deny: ['orbit'] } });
    expect(providerFilters(rules, noUser)).toEqual({
      includeProviders: ['orbit'],
      excludeProviders: ['orbit'],
    });
  });

  it('puts the filters into the settings a quote is asked with, the rest unchanged', () => {
    const settings = { ...defaultSettings(), slippageBps: 120, includeProviders: ['galaxy'] };
    const rules = offerRules({ providers: { allow: ['orbit'] } });
    expect(quoteSettings(rules, settings)).toEqual({
      ...settings,
      includeProviders: ['orbit'],
      excludeProviders: [],
    });
  });
});
