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
    // Going on, the user agrees to the minimum they reviewed, not the fresh route's own.
    expect(await freshQuoteFor(client, REQUEST, REVIEWED)).toEqual({
      kind: 'ok',
      route: fresh,
      agreedMinOutput: 95n,
    });
    expect(asked[0]?.include).toEqual(['dex']);
  });

  it('says when the new output is below the minimum the user reviewed', async () => {
    const fresh = route({ routeId: 'new', provider: 'dex', outputAmount: 94n });
    const { client } = clientAnswering([fresh]);
    expect((await freshQuoteFor(client, REQUEST, REVIEWED)).kind).toBe('worse');
  });

  it("says when the output is fine but the route's own minimum is below the reviewed one", async () => {
    // The order or swap enforces the route's minimum: with a floor of 1 anything may arrive.
    const fresh = route({
      routeId: 'new',
      provider: 'dex',
      outputAmount: 100n,
      minOutputAmount: 1n,
    });
    const { client } = clientAnswering([fresh]);
    // Going on takes the prompt; accepted, the new minimum (shown in it) is the one agreed to.
    expect(await freshQuoteFor(client, REQUEST, REVIEWED)).toEqual({
      kind: 'worse',
      route: fresh,
      agreedMinOutput: 1n,
    });
  });

  it('is a clear error when the provider no longer offers a route', async () => {
    const { client } = clientAnswering([route({ routeId: 'x', provider: 'other' })]);
    await expect(freshQuoteFor(client, REQUEST, REVIEWED)).rejects.toBeInstanceOf(RouteGoneError);
  });
});
