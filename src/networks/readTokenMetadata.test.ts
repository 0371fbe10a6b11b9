import { encodeAbiParameters, toFunctionSelector } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chain } from '../api/types';
import { WidgetError } from '../lib/widgetError';
import { TokenMetadataError } from '../wallets/tokenMetadataError';
import { readTokenMetadata } from './readTokenMetadata';

const RPC = 'http://127.0.0.1:9/rpc';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const chain: Chain = {
  chainId: '31337',
  name: 'Sandbox Ethereum',
  symbol: 'ETH',
  networkType: 'evm',
  image: '',
  isPopular: true,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: [RPC],
  tokenCount: 1,
};

const SELECTORS = {
  decimals: toFunctionSelector('decimals()'),
  symbol: toFunctionSelector('symbol()'),
  name: toFunctionSelector('name()'),
};

interface Call {
  method: string;
  params: [{ to: string; data: string }, string];
}

/** A JSON-RPC endpoint answering `eth_call` per selector; `undefined` answers an RPC error. */
function stubRpc(answers: Partial<Record<keyof typeof SELECTORS, `0x${string}` | undefined>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(RPC);
    const body = JSON.parse(String(init.body)) as Call & { id: number };
    calls.push(body);
    const fn = (Object.keys(SELECTORS) as (keyof typeof SELECTORS)[]).find(
      (k) => SELECTORS[k] === body.params[0].data,
    );
    const result = fn ? answers[fn] : undefined;
    const payload =
      result === undefined
        ? { jsonrpc: '2.0', id: body.id, error: { code: 3, message: 'execution reverted' } }
        : { jsonrpc: '2.0', id: body.id, result };
    return new Response(JSON.stringify(payload), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('readTokenMetadata (EVM)', () => {
  it('reads decimals, symbol and name with eth_call on the token', async () => {
    const calls = stubRpc({
      decimals: encodeAbiParameters([{ type: 'uint8' }], [6]),
      symbol: encodeAbiParameters([{ type: 'string' }], ['FOO']),
      name: encodeAbiParameters([{ type: 'string' }], ['Foo Token']),
    });
    await expect(readTokenMetadata(chain, TOKEN)).resolves.toEqual({
      decimals: 6,
      symbol: 'FOO',
      name: 'Foo Token',
    });
    expect(calls.map((c) => [c.method, c.params[0].to, c.params[1]])).toEqual([
      ['eth_call', TOKEN, 'latest'],
      ['eth_call', TOKEN, 'latest'],
      ['eth_call', TOKEN, 'latest'],
    ]);
  });

  it('keeps the decimals when symbol and name revert, and strips control characters', async () => {
    stubRpc({ decimals: encodeAbiParameters([{ type: 'uint8' }], [18]) });
    await expect(readTokenMetadata(chain, TOKEN)).resolves.toEqual({ decimals: 18 });

    stubRpc({
      decimals: encodeAbiParameters([{ type: 'uint8' }], [18]),
      symbol: encodeAbiParameters([{ type: 'string' }], ['\u0000B\u0007AD\n']),
    });
    await expect(readTokenMetadata(chain, TOKEN)).resolves.toMatchObject({ symbol: 'BAD' });
  });

  it('refuses an address without code (empty return data) as not a token', async () => {
    stubRpc({ decimals: '0x', symbol: '0x', name: '0x' });
    const err = await readTokenMetadata(chain, TOKEN).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenMetadataError);
    expect(err).toBeInstanceOf(WidgetError);
    expect((err as TokenMetadataError).code).toBe('INVALID_TOKEN');
    expect((err as TokenMetadataError).shortMessage).toBe(
      'This address is not an ERC-20 token on this chain.',
    );
  });

  it('refuses a reverting address as not a token', async () => {
    stubRpc({});
    const err = (await readTokenMetadata(chain, TOKEN).catch((e: unknown) => e)) as WidgetError;
    expect([err.code, err.shortMessage]).toEqual([
      'INVALID_TOKEN',
      'This address is not an ERC-20 token on this chain.',
    ]);
  });

  it('says the chain could not be asked, not that the token is bad, when the RPC fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    const err = (await readTokenMetadata(chain, TOKEN).catch((e: unknown) => e)) as WidgetError;
    expect(err).toBeInstanceOf(TokenMetadataError);
    expect(err.code).toBe('RPC_ERROR');
    expect(err.message).toMatchInlineSnapshot(`
      "Could not reach the Sandbox Ethereum RPC to check this token.

      Details: eth_call: HTTP 503
      Code: RPC_ERROR"
    `);
  });

  it('refuses network types it cannot check', async () => {
    const tron: Chain = { ...chain, chainId: '728126428', name: 'Tron', networkType: 'tron' };
    const err = (await readTokenMetadata(tron, 'T9yD').catch((e: unknown) => e)) as WidgetError;
    expect([err.code, err.shortMessage]).toEqual([
      'UNSUPPORTED_NETWORK',
      'Tokens on Tron cannot be checked by address yet.',
    ]);
  });

  it('refuses decimals outside 0..255 as not a token', async () => {
    stubRpc({ decimals: encodeAbiParameters([{ type: 'uint256' }], [1000n]) });
    await expect(readTokenMetadata(chain, TOKEN)).rejects.toBeInstanceOf(TokenMetadataError);
  });

  it('stops reading when the caller aborts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            // As fetch does: an already aborted signal (the reader loads first) rejects at once.
            if (init.signal?.aborted) reject(init.signal.reason);
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = readTokenMetadata(chain, TOKEN, controller.signal);
    controller.abort(new Error('unmounted'));
    await expect(pending).rejects.toBeInstanceOf(TokenMetadataError);
  });
});

describe('readTokenMetadata (Solana)', () => {
  const solana: Chain = {
    ...chain,
    chainId: 'sandbox-solana',
    name: 'Sandbox Solana',
    networkType: 'sol',
  };
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

  function answer(payload: object, status = 200) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(payload), { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it("reads a mint's decimals with getTokenSupply", async () => {
    const fetchMock = answer({
      jsonrpc: '2.0',
      id: 1,
      result: { context: { slot: 1 }, value: { amount: '1', decimals: 6, uiAmountString: '1' } },
    });
    await expect(readTokenMetadata(solana, MINT)).resolves.toEqual({ decimals: 6 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect([body.method, body.params]).toEqual(['getTokenSupply', [MINT]]);
  });

  it('refuses an account the node says is no mint', async () => {
    answer({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Invalid param: not a Token mint' },
    });
    const err = (await readTokenMetadata(solana, MINT).catch((e: unknown) => e)) as WidgetError;
    expect([err.code, err.shortMessage]).toEqual([
      'INVALID_TOKEN',
      'This address is not a token mint on Solana.',
    ]);
  });

  it('says the chain could not be asked when the RPC fails', async () => {
    answer({}, 503);
    const err = (await readTokenMetadata(solana, MINT).catch((e: unknown) => e)) as WidgetError;
    expect([err.code, err.shortMessage]).toEqual([
      'RPC_ERROR',
      'Could not reach the Solana RPC to check this token.',
    ]);
  });
});
