import { expect, it, vi } from 'vitest';
import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';
import { createRoutingClient } from './client';
import { NetworkError } from './errors';

// The `/createTx` parser loads with its first request (`client.ts`): a page that lost its
// connection meanwhile cannot load it, and the swap then fails as on any network failure.
vi.mock('./parse/parseCreateTxResponse', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
// So do the checks that each `/quotes` route answers the request.
vi.mock('./checks/keepMatchingRoutes', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a response parser that does not load fails the request as a network error', async () => {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ status: 'success', data: {} }), { status: 200 }),
  );
  const api = createRoutingClient({ baseUrl: 'https://api.test/v1', fetch }, loadTxnPayloadReaders);
  const failure = await api.createTx({ routeId: 'r1' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(NetworkError);
  expect((failure as NetworkError).shortMessage).toMatchInlineSnapshot(
    `"Could not reach the routing service. Check your connection."`,
  );
  expect(fetch).toHaveBeenCalledOnce();
});

it('routes whose checks did not load are never shown unchecked: a network error', async () => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ status: 'success', data: { quotes: [] } }), { status: 200 }),
  );
  const api = createRoutingClient({ baseUrl: 'https://api.test/v1', fetch }, loadTxnPayloadReaders);
  const failure = await api
    .getQuotes({
      fromChainId: '1',
      fromAssetAddress: '0x0000000000000000000000000000000000000000',
      toChainId: '1',
      toAssetAddress: '0x0000000000000000000000000000000000000001',
      amount: { inputAmount: 1n },
      userWalletAddress: '0x000000000000000000000000000000000000dEaD',
    })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(NetworkError);
  expect(fetch).toHaveBeenCalledOnce();
});
