import { describe, expect, it } from 'vitest';
import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';
import { createRoutingClient } from './client';
import { parseTokensResponse } from './parse/parseTokensResponse';
import { RESPONSE_LIMITS, ResponseTooLargeError, readBodyText } from './responseLimits';

/** A streamed body of `chunks` chunks of `chunkBytes` each, counting how many were pulled. */
function streamedResponse(chunks: number, chunkBytes: number, headers: HeadersInit = {}) {
  let pulled = 0;
  const chunk = new TextEncoder().encode('x'.repeat(chunkBytes));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { response: new Response(body, { headers }), pulled: () => pulled };
}

describe('response limits', () => {
  it('stops reading a body as soon as it passes the cap', async () => {
    const { response, pulled } = streamedResponse(100, 1024 * 1024);
    await expect(readBodyText(response)).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(pulled()).toBeLessThanOrEqual(12);
  });

  it('refuses a declared content-length over the cap before reading', async () => {
    const { response, pulled } = streamedResponse(1, 10, {
      'content-length': String(RESPONSE_LIMITS.maxBodyBytes + 1),
    });
    await expect(readBodyText(response)).rejects.toThrow(/more data than the widget accepts/);
    expect(pulled()).toBe(0);
  });

  it('reads a body under the cap whole, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"a":"日本"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    expect(await readBodyText(new Response(body))).toBe('{"a":"日本"}');
  });

  it('the client turns an oversized /tokens into a typed error, not a crash', async () => {
    const client = createRoutingClient(
      {
        baseUrl: 'http://api.test/v1',
        fetch: async () => streamedResponse(20, 1024 * 1024).response,
      },
      loadTxnPayloadReaders,
    );
    const error = await client.getTokens().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).code).toBe('INVALID_RESPONSE');
  });

  it('refuses a token list over the per-chain cap', () => {
    const token = {
      chainId: '1',
      address: '0x1',
      decimals: 18,
      symbol: 'T',
      blockchain: 'E',
      lastPrice: 1,
    };
    const tooMany = Array.from({ length: RESPONSE_LIMITS.maxTokensPerChain + 1 }, () => token);
    expect(() => parseTokensResponse({ status: 'success', data: { '1': tooMany } })).toThrow(
      ResponseTooLargeError,
    );
    expect(() => parseTokensResponse({ status: 'success', data: tooMany })).toThrow(
      ResponseTooLargeError,
    );
  });

  it('a chain id such as __proto__ is only a key', () => {
    const token = {
      chainId: '__proto__',
      address: 'a',
      decimals: 6,
      symbol: 'T',
      blockchain: 'X',
      lastPrice: 1,
    };
    const byChain = parseTokensResponse({ status: 'success', data: [token] });
    expect(Object.keys(byChain)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(byChain, '__proto__')?.value[0]?.symbol).toBe('T');
    expect(({} as Record<string, unknown>).symbol).toBeUndefined();
  });
});
