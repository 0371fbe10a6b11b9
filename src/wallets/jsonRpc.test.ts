import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetError } from '../lib/widgetError';
import { jsonRpc, RpcCallError } from './jsonRpc';

const RPC = 'http://127.0.0.1:9/rpc';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<RpcCallError> {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RpcCallError);
  expect(err).toBeInstanceOf(WidgetError);
  return err as RpcCallError;
}

afterEach(() => vi.unstubAllGlobals());

describe('jsonRpc', () => {
  it('returns the result', async () => {
    answer({ jsonrpc: '2.0', id: 1, result: '0x1' });
    await expect(jsonRpc(RPC, 'eth_chainId', [])).resolves.toBe('0x1');
  });

  it("maps the node's error to RPC_ERROR, keeping its code", async () => {
    answer({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } });
    const err = await failure(jsonRpc(RPC, 'eth_call', []));
    expect([err.code, err.rpcCode, err.method]).toEqual(['RPC_ERROR', 3, 'eth_call']);
    expect(err.message).toMatchInlineSnapshot(`
      "Could not read from the chain. Try again shortly.

      Details: eth_call: 3 execution reverted
      Code: RPC_ERROR"
    `);
  });

  it('maps HTTP errors, unreadable bodies and unreachable nodes, without an RPC code', async () => {
    answer('nope', 502);
    expect((await failure(jsonRpc(RPC, 'getBalance', []))).details).toBe('getBalance: HTTP 502');
    answer({ jsonrpc: '2.0', id: 1 });
    expect((await failure(jsonRpc(RPC, 'getBalance', []))).details).toBe('getBalance: no result');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    expect((await failure(jsonRpc(RPC, 'getBalance', []))).rpcCode).toBeUndefined();
    const offline = new TypeError('fetch failed');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw offline;
      }),
    );
    const err = await failure(jsonRpc(RPC, 'getBalance', []));
    expect([err.details, err.cause]).toEqual(['getBalance: fetch failed', offline]);
  });

  it("leaves the caller's abort as it is", async () => {
    const controller = new AbortController();
    const reason = new Error('unmounted');
    controller.abort(reason);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        throw init.signal?.reason;
      }),
    );
    await expect(jsonRpc(RPC, 'getBalance', [], controller.signal)).rejects.toBe(reason);
  });
});
