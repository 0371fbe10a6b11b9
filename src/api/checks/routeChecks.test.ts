import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTxnPayloadReaders } from '../../networks/loadTxnPayloadReaders';
import { clone, dig, fixtureJson } from '../__fixtures__/load';
import { createRoutingClient } from '../client';
import { parseCreateTxResponse } from '../parse/parseCreateTxResponse';
import { parseQuotesResponse } from '../parse/parseQuotesResponse';
import type { QuoteRequest, Route } from '../types';
import { checkCreateTxSteps } from './checkCreateTxSteps';
import { keepMatchingRoutes } from './keepMatchingRoutes';
import {
  NoMatchingRouteError,
  ProviderNotAllowedError,
  RouteMismatchError,
} from './mismatchErrors';
import { routeProblems } from './routeMatchesRequest';
import { StepsMismatchError } from './swapMismatchErrors';

const quotesBody = () =>
  clone(fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json')) as unknown;
const USER = '0x1111111111111111111111111111111111111111';
const RECIPIENT = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';
/** The request the live example answers: 0.42 ETH on Ethereum to USDC on Solana. */
const REQUEST: QuoteRequest = {
  fromChainId: '1',
  fromAssetAddress: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  toChainId: 'sol',
  toAssetAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  amount: { inputAmount: 420000000000000000n },
  userWalletAddress: USER,
  recipient: RECIPIENT,
};

function tampered(edit: (route: Record<string, unknown>) => void): Route {
  const body = quotesBody();
  edit(dig(body, 'data', 'quotes', 0));
  const route = parseQuotesResponse(body).quotes[0];
  if (!route) throw new Error('no route');
  return route;
}

afterEach(() => vi.restoreAllMocks());

describe('routes must answer the request', () => {
  it('accepts the live example for the request it answers (addresses in any hex case)', () => {
    for (const route of parseQuotesResponse(quotesBody()).quotes) {
      expect(routeProblems(route, REQUEST)).toEqual([]);
    }
    const display = { ...REQUEST, amount: { inputAmountDisplay: '0.42' } };
    expect(
      routeProblems(
        tampered(() => {}),
        display,
      ),
    ).toEqual([]);
  });

  it.each<[string, (route: Record<string, unknown>) => unknown, string]>([
    [
      'another destination token',
      (r) => {
        dig(r, 'to').address = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
      },
      'destination asset differs',
    ],
    [
      'another destination chain',
      (r) => {
        dig(r, 'to').chainId = '137';
      },
      'destination asset differs',
    ],
    [
      'another source token',
      (r) => {
        dig(r, 'from').address = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
      },
      'source asset differs',
    ],
    [
      'a larger input',
      (r) => Object.assign(r, { inputAmount: '420000000000000001' }),
      'input amount differs',
    ],
    ['another recipient', (r) => Object.assign(r, { recipient: USER }), 'recipient differs'],
    [
      'another user wallet',
      (r) => Object.assign(r, { userWalletAddress: '0x2222222222222222222222222222222222222222' }),
      'user wallet differs',
    ],
  ])('drops a route with %s', (_, edit, problem) => {
    expect(routeProblems(tampered(edit), REQUEST)).toContain(problem);
  });

  it('drops a route whose steps end somewhere else than the route says', () => {
    const route = tampered((r) => {
      const step = dig(r, 'steps', 0);
      dig(step, 'to').address = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    });
    expect(routeProblems(route, REQUEST).join()).toMatch(/last step ends at sol:Es9v/);
  });

  it('keeps the matching routes and reports the others to integrators', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = tampered(() => {});
    const bad = { ...good, routeId: 'bad', recipient: USER };
    expect(keepMatchingRoutes({ quotes: [bad, good] }, REQUEST).quotes).toEqual([good]);
    expect(warn).toHaveBeenCalledWith(
      '[swap-widget] 1 route(s) left out:',
      expect.any(RouteMismatchError),
    );
    const error = (() => {
      try {
        keepMatchingRoutes({ quotes: [bad] }, REQUEST);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(NoMatchingRouteError);
    expect((error as NoMatchingRouteError).code).toBe('UNTRUSTED_RESPONSE');
    expect((error as NoMatchingRouteError).shortMessage).toMatchInlineSnapshot(
      `"The routing service sent routes that do not match your request, so none is shown. Try again later."`,
    );
  });

  it('drops a route from a provider the request does not include or excludes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [mayan, other] = parseQuotesResponse(quotesBody()).quotes;
    if (!mayan || !other) throw new Error('two routes expected');
    expect(routeProblems(mayan, { ...REQUEST, include: ['mayan'] })).toEqual([]);
    expect(routeProblems(mayan, { ...REQUEST, include: ['debridge'] })).toEqual([
      'provider mayan was not asked for',
    ]);
    expect(routeProblems(mayan, { ...REQUEST, exclude: ['mayan'] })).toEqual([
      'provider mayan was excluded',
    ]);
    const kept = keepMatchingRoutes(
      { quotes: [mayan, other] },
      { ...REQUEST, exclude: [other.provider] },
    );
    expect(kept.quotes).toEqual([mayan]);
    const rejection = warn.mock.calls[0]?.[1];
    expect(rejection).toBeInstanceOf(ProviderNotAllowedError);
    expect(rejection).toBeInstanceOf(RouteMismatchError);
    expect((rejection as ProviderNotAllowedError).shortMessage).toMatchInlineSnapshot(
      `"The routing service sent a route from a provider this widget does not use. It was left out."`,
    );
  });

  it('the client leaves mismatched routes out of every answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = quotesBody();
    dig(body, 'data', 'quotes', 1).recipient = USER;
    const client = createRoutingClient(
      {
        baseUrl: 'http://api.test/v1',
        fetch: async () => Response.json(body),
      },
      loadTxnPayloadReaders,
    );
    const { quotes } = await client.getQuotes(REQUEST);
    expect(quotes.map((q) => q.provider)).toEqual(['mayan']);
  });
});

describe('/createTx steps must carry out the route', () => {
  const createTxBody = () =>
    clone(fixtureJson('service-docs__createTx__polygon-usdc-approval-plus-dln-bridge.json'));
  const POLYGON_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
  const route = {
    routeId: '',
    from: { chainId: '137', address: POLYGON_USDC },
    to: { chainId: 'sol', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
  } as Route;

  it('accepts the live example: an approval of the spent token, then the bridge', () => {
    const result = parseCreateTxResponse(createTxBody());
    const forRoute = { ...route, routeId: result.routeId };
    expect(checkCreateTxSteps(forRoute, result)).toBe(result);
  });

  it.each<[string, (steps: Record<string, unknown>) => void, RegExp]>([
    [
      'an approval of another token',
      (b) => {
        const approval = dig(b, 'data', 'steps', 0);
        dig(approval, 'from').address = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
        dig(approval, 'to').address = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
      },
      /approval 0 approves/,
    ],
    [
      'a bridge that starts from another token',
      (b) => {
        dig(b, 'data', 'steps', 1, 'from').address = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
      },
      /first step starts at/,
    ],
    [
      'a bridge that ends elsewhere',
      (b) => {
        dig(b, 'data', 'steps', 1, 'to').chainId = '1';
      },
      /last step ends at/,
    ],
  ])('refuses %s before anything is signed', (_, edit, problem) => {
    const body = createTxBody();
    edit(body as Record<string, unknown>);
    const result = parseCreateTxResponse(body);
    const forRoute = { ...route, routeId: result.routeId };
    expect(() => checkCreateTxSteps(forRoute, result)).toThrow(StepsMismatchError);
    try {
      checkCreateTxSteps(forRoute, result);
    } catch (error) {
      expect((error as StepsMismatchError).details).toMatch(problem);
    }
  });

  it("refuses a first step that spends more than the route's input (an approval of it would too)", () => {
    const result = parseCreateTxResponse(createTxBody());
    const bridge = result.steps[1];
    if (!bridge) throw new Error('the example has a bridge step');
    const forRoute = { ...route, routeId: result.routeId, inputAmount: bridge.inputAmount };
    expect(checkCreateTxSteps(forRoute, result)).toBe(result);
    const less = { ...forRoute, inputAmount: bridge.inputAmount - 1n };
    expect(() => checkCreateTxSteps(less, result)).toThrow(StepsMismatchError);
  });

  it('refuses steps for another route', () => {
    const result = parseCreateTxResponse(createTxBody());
    expect(() => checkCreateTxSteps({ ...route, routeId: 'other' }, result)).toThrow(
      /do not match the route you chose/,
    );
  });
});
