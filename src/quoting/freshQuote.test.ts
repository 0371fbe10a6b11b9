import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { QuoteRequest, Route } from '../api/types';
import { route } from '../test/routeFixtures';
import { freshQuoteFor, RouteGoneError } from './freshQuote';

const REQUEST = { fromChainId: '31337' } as QuoteRequest;
const REVIEWED = route({
  routeId: 'old',
  provider: 'dex',
  outputAmount: 100n,
  minOutputAmount: 95n,
});

function clientAnswering(quotes: Route[]) {
  const asked: QuoteRequest[] = [];
  const client = {
    getQuotes: async (req: QuoteRequest) => {
      asked.push(req);
      return { quotes };
    },
  } as unknown as RoutingClient;
  return { client, asked };
}

describe('freshQuoteFor', () => {
  it("asks the reviewed route's provider only, and goes on when the output still meets the reviewed minimum", async () => {
    const fresh = route({ routeId: 'new', provider: 'dex', outputAmount: 95n });
    const { client, asked } = clientAnswering([fresh]);
    expect(await freshQuoteFor(client, REQUEST, REVIEWED)).toEqual({ kind: 'ok', route: fresh });
    expect(asked[0]?.include).toEqual(['dex']);
  });

  it('says when the new output is below the minimum the user reviewed', async () => {
    const fresh = route({ routeId: 'new', provider: 'dex', outputAmount: 94n });
    const { client } = clientAnswering([fresh]);
    expect((await freshQuoteFor(client, REQUEST, REVIEWED)).kind).toBe('worse');
  });

  it('is a clear error when the provider no longer offers a route', async () => {
    const { client } = clientAnswering([route({ routeId: 'x', provider: 'other' })]);
    await expect(freshQuoteFor(client, REQUEST, REVIEWED)).rejects.toBeInstanceOf(RouteGoneError);
  });
});
