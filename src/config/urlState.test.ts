import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishText, type MessageRef } from '../lib/messageRef';
import type { ApiPolicy } from './apiPolicy';
import { parseUrlState } from './urlState';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const API = 'http://127.0.0.1:9999/v1';
/** What a development build accepts: any http(s) API from a link, flagged. */
const DEV: ApiPolicy = { defaultApiUrl: API, allowedOrigins: [], acceptAnyApi: true };

describe('parseUrlState', () => {
  it('reads a full deep link', () => {
    const { config, issues } = parseUrlState(
      `?fromChain=31337&fromToken=${USDC}&toChain=sol&toToken=So11111111111111111111111111111111111111112&amount=100.5&apiUrl=${encodeURIComponent('https://api.example.com/v1/')}&theme=dark`,
    );
    expect(issues).toEqual([]);
    expect(config).toEqual({
      apiUrl: 'https://api.example.com/v1',
      theme: 'dark',
      defaults: {
        fromChain: '31337',
        fromToken: USDC,
        toChain: 'sol',
        toToken: 'So11111111111111111111111111111111111111112',
        amount: '100.5',
      },
    });
  });

  it('falls back to the given API and keeps the base config', () => {
    const { config } = parseUrlState('', { instanceId: 'hosted', apiKey: 'k' }, DEV);
    expect(config).toEqual({ apiUrl: API, instanceId: 'hosted', apiKey: 'k', defaults: {} });
  });

  it("gives the build's status channel to the default API only, never to a link's", () => {
    const base = { statusChannelUrl: 'ws://127.0.0.1:8787/v1/status/stream' };
    expect(parseUrlState('', base, DEV).config.statusChannelUrl).toBe(base.statusChannelUrl);
    const other = `?apiUrl=${encodeURIComponent('https://evil.example/v1')}`;
    expect(parseUrlState(other, base, DEV).config.statusChannelUrl).toBeUndefined();
  });

  describe('the built-in API key (VITE_DEFAULT_API_KEY)', () => {
    beforeEach(() => {
      vi.stubEnv('VITE_DEFAULT_API_URL', 'http://127.0.0.1:8787/v1/');
      vi.stubEnv('VITE_DEFAULT_API_KEY', 'built-in-key');
    });
    afterEach(() => vi.unstubAllEnvs());

    it('is used for the default API', () => {
      expect(parseUrlState('').config.apiKey).toBe('built-in-key');
      const same = `?apiUrl=${encodeURIComponent('http://127.0.0.1:8787/v1')}`;
      expect(parseUrlState(same).config.apiKey).toBe('built-in-key');
    });

    it('is never sent to another API named by a link', () => {
      const { config } = parseUrlState(`?apiUrl=${encodeURIComponent('https://evil.example/v1')}`);
      expect(config.apiUrl).toBe('https://evil.example/v1');
      expect(config.apiKey).toBeUndefined();
    });

    it('is never read from the URL, and a key given by the page wins', () => {
      vi.stubEnv('VITE_DEFAULT_API_KEY', '');
      expect(parseUrlState('?apiKey=from-the-link').config.apiKey).toBeUndefined();
      vi.stubEnv('VITE_DEFAULT_API_KEY', 'built-in-key');
      expect(parseUrlState('', { apiKey: 'page' }).config.apiKey).toBe('page');
    });
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,hi',
    'not a url',
    'https://user:secret@evil.example/v1',
  ])('refuses apiUrl %s with a visible message', (bad) => {
    const { config, issues } = parseUrlState(`?apiUrl=${encodeURIComponent(bad)}`, {}, DEV);
    expect(config.apiUrl).toBe(API);
    expect(issues).toHaveLength(1);
    expect(issues.map(englishText)[0]).toMatch(/apiUrl was refused/);
  });

  it.each([
    ['7.5', '7.5'],
    ['7,5', '7.5'],
    [' 12,25 ', '12.25'],
    [',5', '.5'],
    ['100', '100'],
  ])('reads the amount %j with a point or a comma as %j', (amount, read) => {
    const { config, issues } = parseUrlState(`?amount=${encodeURIComponent(amount)}`, {}, DEV);
    expect(config.defaults?.amount).toBe(read);
    expect(issues).toEqual([]);
  });

  it.each(['-1', '1e18', '0', '0,000', '1,234.5', '1.234,5', 'abc', '1.2.3', '9'.repeat(41)])(
    'says in words that it could not read the amount %j',
    (amount) => {
      const { config, issues } = parseUrlState(`?amount=${encodeURIComponent(amount)}`, {}, DEV);
      expect(config.defaults?.amount).toBeUndefined();
      expect(issues.map(englishText)).toEqual([
        expect.stringMatching(/^The link's amount \(.+\) could not be read, so no amount is/),
      ]);
    },
  );

  it('takes an empty amount for none, and quotes an unreadable one back cut and cleaned', () => {
    expect(parseUrlState('?amount=%20', {}, DEV).issues).toEqual([]);
    const [issue] = parseUrlState(`?amount=${'x'.repeat(60)}%E2%80%AE`, {}, DEV).issues;
    expect(englishText(issue as MessageRef)).toContain(`(${'x'.repeat(23)}…)`);
  });

  it('ignores malformed chains, tokens and themes, and a token without its chain', () => {
    const { config } = parseUrlState(
      `?fromChain=${encodeURIComponent('<script>')}&fromToken=${USDC}&toChain=31338&toToken=${encodeURIComponent('0x"onerror')}&theme=neon`,
      {},
      DEV,
    );
    expect(config.defaults).toEqual({ toChain: '31338' });
    expect(config.theme).toBeUndefined();
  });

  it("takes a supported ?lang= as the language, after the build's own one", () => {
    expect(parseUrlState('?lang=de', {}, DEV).config.language).toBe('de');
    expect(parseUrlState('?lang=de-AT', {}, DEV).config.language).toBe('de-AT');
    expect(parseUrlState('?lang=de', { language: 'en' }, DEV).config.language).toBe('en');
    for (const lang of ['fr', '<script>', 'x'.repeat(40), '']) {
      expect(parseUrlState(`?lang=${encodeURIComponent(lang)}`, {}, DEV).config.language).toBe(
        undefined,
      );
    }
  });

  it('accepts Cosmos denoms and Solana addresses as tokens', () => {
    const { config } = parseUrlState(
      '?fromChain=cosmoshub-4&fromToken=ibc/27394FB0&amount=.5',
      {},
      DEV,
    );
    expect(config.defaults).toEqual({
      fromChain: 'cosmoshub-4',
      fromToken: 'ibc/27394FB0',
      amount: '.5',
    });
  });

  it("keeps what the page's config locks: a link cannot change a locked field", () => {
    const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    const base = {
      locked: ['toToken' as const, 'amount' as const],
      defaults: { toChain: '31338', toToken: WETH, amount: '5' },
    };
    const { config } = parseUrlState(
      `?fromChain=31337&fromToken=${USDC}&toChain=31337&toToken=${USDC}&amount=9`,
      base,
      DEV,
    );
    // The source is free; the locked token keeps its chain too.
    expect(config.defaults).toEqual({
      fromChain: '31337',
      fromToken: USDC,
      toChain: '31338',
      toToken: WETH,
      amount: '5',
    });
    // A lock without its value locks nothing.
    const free = parseUrlState('?amount=9', { locked: ['amount'] }, DEV);
    expect(free.config.defaults?.amount).toBe('9');
  });
});
