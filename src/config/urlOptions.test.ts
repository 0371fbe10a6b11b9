import { describe, expect, it } from 'vitest';
import type { ApiPolicy } from './apiPolicy';
import { parseUrlOptions } from './urlOptions';
import { parseUrlState } from './urlState';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SOL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const API = 'http://127.0.0.1:9999/v1';
const POLICY: ApiPolicy = { defaultApiUrl: API, allowedOrigins: [], acceptAnyApi: false };

const read = (search: string) => parseUrlOptions(new URLSearchParams(search));

describe('the integrator options in a page URL', () => {
  it('reads the languages offered and the route priority, and drops what is not one', () => {
    expect(read('?allowLanguages=de, es&routePriority=fastest')).toEqual({
      languages: { allow: ['de', 'es'] },
      routePriority: 'fastest',
    });
    expect(read('?allowLanguages=<b>&routePriority=slowest')).toEqual({});
  });

  it('reads the variant and the hidden parts, and drops a list naming a part it does not know', () => {
    expect(read('?variant=drawer&hiddenUI=history, language,toAddress')).toEqual({
      variant: 'drawer',
      hiddenUI: ['history', 'language', 'toAddress'],
    });
    expect(read('?variant=sidebar&hiddenUI=history,footer')).toEqual({});
    expect(read('?hiddenUI=')).toEqual({});
  });

  it('reads allowed and denied chains, tokens and providers, comma-separated', () => {
    expect(
      read(
        `?allowChains=1,8453, sol&denyChains=56&allowTokens=1:${USDC},sol:${SOL_USDC}` +
          `&denyTokens=8453:${USDC}&allowProviders=Sandswap,Dunes AMM&denyProviders=Arc Bridge`,
      ),
    ).toEqual({
      chains: { allow: ['1', '8453', 'sol'], deny: ['56'] },
      tokens: {
        allow: [
          { chainId: '1', address: USDC },
          { chainId: 'sol', address: SOL_USDC },
        ],
        deny: [{ chainId: '8453', address: USDC }],
      },
      providers: { allow: ['Sandswap', 'Dunes AMM'], deny: ['Arc Bridge'] },
    });
  });

  it('reads theme tokens one parameter each', () => {
    expect(
      read(
        `?themeAccent=${encodeURIComponent('#0a7f5a')}&themeAccentText=white&themeRadius=12px&themeFont=${encodeURIComponent('"Inter", sans-serif')}`,
      ),
    ).toEqual({
      themeTokens: {
        accent: '#0a7f5a',
        accentText: 'white',
        radius: '12px',
        font: '"Inter", sans-serif',
      },
    });
  });

  it('is nothing for a URL without them, or with empty ones', () => {
    expect(read('?fromChain=1&amount=5')).toEqual({});
    expect(read('?allowChains=&denyTokens=,,&themeAccent=')).toEqual({});
  });

  it.each([
    ['a chain id with a path', 'allowChains=1,../admin'],
    ['a chain id with markup', 'allowChains=1,<img>'],
    ['a token without its chain', `allowTokens=${USDC}`],
    ['a token with a bad address', 'allowTokens=1:0x12;drop'],
    ['a token with an empty address', 'allowTokens=1:'],
    ['a provider with a quote', `allowProviders=Sandswap,"x"`],
    ['over 200 chains', `allowChains=${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}`],
  ])('drops the whole parameter with %s', (_what, search) => {
    expect(read(`?${search}`)).toEqual({});
  });

  it('keeps the good parameter beside a bad one', () => {
    expect(read('?allowChains=1,8453&denyChains=bad/one')).toEqual({
      chains: { allow: ['1', '8453'] },
    });
  });

  it.each([
    ['a colour that ends the declaration', 'themeAccent', 'red;}body{display:none'],
    ['a colour from a URL', 'themeAccent', 'url(https://evil.example/x)'],
    ['a length with a unit it does not take', 'themeRadius', '12vw'],
    ['a font with a semicolon', 'themeFont', 'Inter;color:red'],
  ])('drops a theme token with %s, keeping the others', (_what, name, value) => {
    const options = read(`?${name}=${encodeURIComponent(value)}&themeAccentText=white`);
    expect(options).toEqual({ themeTokens: { accentText: 'white' } });
  });

  it('never reads the quote settings, a lock, a recipient or an API key from a link', () => {
    const { config } = parseUrlState(
      '?slippageBps=5000&integratorFeeBps=10000&locked=toToken&recipient=0xdead&toAddress=0xdead' +
        '&apiKey=k&rpcUrls=x&allowChains=1',
      {},
      POLICY,
    );
    expect(config).toEqual({ apiUrl: API, chains: { allow: ['1'] }, defaults: {} });
  });

  it("goes into the page's config, under the page's own options", () => {
    const { config } = parseUrlState(
      '?allowChains=1&denyProviders=Sandswap&themeRadius=0',
      { providers: { allow: ['Dunes AMM'] } },
      POLICY,
    );
    expect(config.chains).toEqual({ allow: ['1'] });
    expect(config.providers).toEqual({ allow: ['Dunes AMM'] });
    expect(config.themeTokens).toEqual({ radius: '0' });
  });
});
