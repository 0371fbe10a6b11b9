import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillExplorerTemplate } from './api/explorer';
import { unitsFromWire } from './api/parse/amounts';
import { retryAfterMs } from './api/retryAfter';
import {
  integerAmountSchema,
  integerLikeSchema,
  unitsOrDisplaySchema,
  usdValueSchema,
} from './api/schemas/common';
import {
  calldataSchema,
  evmAddressSchema,
  exactIntegerSchema,
  tronTxIdSchema,
} from './api/schemas/payloadPrimitives';
import { readIframeMessage } from './bridge/host/readIframeMessage';
import { BRIDGE_PROTOCOL, BRIDGE_VERSION } from './bridge/protocol';
import type { ApiPolicy } from './config/apiPolicy';
import { checkConfigOptions } from './config/checkedConfig';
import { checkThemeTokens } from './config/themeTokens';
import { parseUrlState, URL_PARAMS } from './config/urlState';
import { elementConfig } from './element/elementConfig';
import { createBridgedEvmProvider } from './embed/bridge/bridgedEvmProvider';
import { createBridgedSolanaTransport } from './embed/bridge/bridgedSolanaTransport';
import { readHostMessage } from './embed/bridge/hostMessageSchemas';
import { parseAmountInput } from './lib/amounts';
import { cleanDisplayText } from './lib/displayText';
import { isAllowedImageUrl } from './lib/imagePolicy';
import { isLoopbackUrl } from './lib/loopback';
import { memoryStorage, safeJsonStorage } from './state/persistedStorage';

/**
 * Every pattern that reads text from a link, a host page, the API or storage, fed values built to
 * make a backtracking pattern try every way to split them: a long run of what a pattern repeats,
 * then one character it refuses. A pattern that backtracks does not answer such a value in any
 * time a page can wait (the theme font's took 0.4 s at 24 letters, doubling with each), so each
 * check here either answers or never ends; `npm run lint:regex` refuses such patterns statically.
 */

/** A prefix that leads into a pattern's repeated part, and what to repeat there. */
const SHAPES: [prefix: string, run: string][] = [
  // Names, ids, lists and font families: letters, spaces, other whitespace, separators.
  ...['a', ' ', '\t', 'a ', 'a,', ' ,', 'a-', 'a.', '/', '{ a'].map(
    (run) => ['', run] as [string, string],
  ),
  // Quoted font families.
  ['', '"a" '],
  ['', "'a',"],
  ['"', 'a '],
  // Amounts and numbers.
  ['', '0'],
  ['', '1.'],
  ['-', '1'],
  // Hex, base58 and base64.
  ['0x', 'a'],
  ['0x', '0'],
  ['', 'A='],
  // Colours.
  ['#', 'a'],
  ['rgb(', '1 '],
  // URLs (the API, explorer templates, images).
  ['https://a.example/', '/'],
  ['https://a.example/', 'a/'],
];
const TAILS = ['!', '\u0000'];

function hostile(length: number): string[] {
  return SHAPES.flatMap(([prefix, run]) =>
    TAILS.map((tail) => {
      const body = prefix + run.repeat(Math.ceil(length / run.length));
      return body.slice(0, length - tail.length) + tail;
    }),
  );
}

const LONG = hostile(10_000);
/** Values at each length limit of the schemas below, where the patterns themselves run. */
const AT_LIMITS = [16, 35, 40, 42, 44, 64, 66, 128, 200, 1644, 4098].flatMap(hostile);

const DEV: ApiPolicy = {
  defaultApiUrl: 'http://127.0.0.1:9999/v1',
  allowedOrigins: [],
  acceptAnyApi: true,
};
const LINK_PARAMS = [
  ...Object.values(URL_PARAMS),
  ...['allow', 'deny'].flatMap((list) => ['Chains', 'Tokens', 'Providers'].map((k) => list + k)),
  ...['themeAccent', 'themeAccentText', 'themeRadius', 'themeFont'],
];
const link = (value: string) =>
  parseUrlState(`?${new URLSearchParams(LINK_PARAMS.map((name) => [name, value]))}`, {}, DEV)
    .config;

const element = (value: string) =>
  checkConfigOptions(elementConfig(() => value, undefined) ?? { apiUrl: 'https://a.example' })
    .config;

const tokens = (value: string) => ({
  accent: value,
  accentText: value,
  radius: value,
  font: value,
});
const hostConfig = (value: string) =>
  readHostMessage({
    protocol: BRIDGE_PROTOCOL,
    version: BRIDGE_VERSION,
    id: value,
    type: 'hello',
    payload: {
      wallets: { evm: { name: value } },
      config: {
        themeTokens: tokens(value),
        language: value,
        chains: { allow: [value] },
        tokens: { deny: [{ chainId: value, address: value }] },
        providers: { allow: [value] },
        defaults: { fromChain: value, fromToken: value, toChain: '1', amount: value },
      },
    },
  });

const iframeMessages = (value: string) =>
  [
    { type: 'event', payload: { event: { type: value } } },
    { type: 'request', payload: { wallet: 'evm', method: 'eth_chainId', params: [] }, id: value },
    {
      type: 'request',
      payload: { wallet: 'evm', method: 'eth_signTypedData_v4', params: [value, '{}'] },
    },
    { type: 'request', payload: { wallet: 'solana', method: 'signTransaction', params: [value] } },
  ].map(({ id = 'm1', ...message }) =>
    readIframeMessage({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, id, ...message }),
  );

const WIRE_SCHEMAS = [
  integerAmountSchema,
  unitsOrDisplaySchema,
  usdValueSchema,
  integerLikeSchema,
  exactIntegerSchema,
  evmAddressSchema,
  calldataSchema,
  tronTxIdSchema,
];
const ANSWERED_EVM_METHODS = [
  'eth_accounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
] as const;
const storedBigint = (value: string) =>
  safeJsonStorage<{ n: unknown }>(
    memoryStorage({ k: JSON.stringify({ state: { n: { $bigint: value } }, version: 0 }) }),
  )?.getItem('k');

describe('untrusted text against every pattern that reads it', () => {
  it('refuses a 10,000-character value from a link, a host page element or message', () => {
    for (const value of LONG) {
      const fromLink = link(value);
      expect(fromLink.themeTokens).toBeUndefined();
      expect([fromLink.chains, fromLink.tokens, fromLink.providers]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(fromLink.defaults).toEqual({});
      expect(element(value).themeTokens).toBeUndefined();
      expect(checkThemeTokens(tokens(value)).tokens).toEqual({});
      expect(hostConfig(value)).toBeUndefined();
      expect(iframeMessages(value)).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('answers the same near-misses at each length limit, where the patterns run', () => {
    for (const value of AT_LIMITS) {
      expect(link(value).apiUrl).toBeTypeOf('string');
      expect(element(value).apiUrl).toBeTypeOf('string');
      expect(checkThemeTokens(tokens(value)).rejected).toBeInstanceOf(Array);
      hostConfig(value);
      expect(iframeMessages(value)).toHaveLength(4);
    }
  });

  it("refuses API, storage and typed text of 10,000 characters, and answers a host wallet's", async () => {
    for (const value of LONG) {
      for (const schema of WIRE_SCHEMAS) expect(v.safeParse(schema, value).success).toBe(false);
      expect(() => unitsFromWire(value, 18, 'amount')).toThrow();
      expect(parseAmountInput(value, 18).ok).toBe(false);
      expect(cleanDisplayText(value, 64).length).toBeLessThanOrEqual(64);
      expect(retryAfterMs(value, 0)).toBeTypeOf('number');
      expect(typeof fillExplorerTemplate(value, '0xabc')).toMatch(/^(string|undefined)$/);
      expect(isLoopbackUrl(value)).toBe(false);
      expect(isAllowedImageUrl(value, new Set())).toBe(false);
      expect(storedBigint(value)).toEqual({ state: { n: { $bigint: value } }, version: 0 });
    }
    for (const value of [...LONG, ...AT_LIMITS]) {
      const evm = createBridgedEvmProvider({
        request: async ({ method }) => (method === 'eth_accounts' ? [value] : value),
        onWalletEvent: () => () => {},
      });
      for (const method of ANSWERED_EVM_METHODS) {
        await expect(evm.request({ method })).rejects.toThrow(/answered/);
      }
      const solana = createBridgedSolanaTransport({
        request: async () => value,
        onWalletEvent: () => () => {},
      });
      await expect(solana.connect()).rejects.toThrow();
      await expect(solana.signTransaction('AQID')).rejects.toThrow();
    }
  });
});
