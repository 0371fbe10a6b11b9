import { describe, expect, it } from 'vitest';
import { payloadReaders } from '../../test/payloadReaders';
import { dig } from '../__fixtures__/load';
import { quickSwapBody, quickSwapRequest } from '../__fixtures__/quickSwapBody';
import { parseQuickSwapResponse } from '../parse/parseQuickSwapResponse';
import { checkQuickSwap } from './quickSwapMatches';

type Body = ReturnType<typeof quickSwapBody>;

/** The fixture answer after `edit`, parsed and checked against the request it answers. */
function checked(edit: (body: Body) => void = () => {}) {
  const body = quickSwapBody();
  edit(body);
  return checkQuickSwap(parseQuickSwapResponse(body, payloadReaders), quickSwapRequest);
}

function problems(edit: (body: Body) => void): unknown {
  try {
    checked(edit);
  } catch (error) {
    return error;
  }
  throw new Error('expected the check to refuse the answer');
}

const route = (body: Body) => dig(body, 'data', 'route');
const steps = (body: Body) => route(body).steps as Array<Record<string, unknown>>;
const txns = (body: Body) => body.data.txn as Array<Record<string, unknown>>;

describe('checkQuickSwap', () => {
  it('passes a route that answers the request with one transaction per step', () => {
    const { route: r, txns: t } = checked();
    expect(r?.steps.map((s) => s.stepId)).toEqual(t.map((x) => x.stepId));
  });

  it('passes no route as it is', () => {
    const none = { route: null, txns: [], error: 'No routes found' };
    expect(checkQuickSwap(none, quickSwapRequest)).toBe(none);
  });

  it('refuses a route for another request, as getQuotes leaves it out', () => {
    const error = problems((b) => {
      route(b).recipient = '0x1111111111111111111111111111111111111111';
    });
    expect(error).toMatchObject({
      name: 'NoMatchingRouteError',
      code: 'UNTRUSTED_RESPONSE',
      details: expect.stringContaining('recipient differs'),
    });
  });

  it.each<[string, (body: Body) => void, string]>([
    ['a missing transaction', (b) => txns(b).pop(), '1 transaction(s) for 2 step(s)'],
    ['transactions out of order', (b) => txns(b).reverse(), 'txn 0 is for step'],
    [
      "another route's transaction",
      (b) => {
        txns(b)[1]!.routeId = 'another-route';
      },
      'txn 1 is for route another-route',
    ],
    [
      'a transaction with nothing to sign',
      (b) => {
        txns(b)[1]!.skipTxn = true;
      },
      'txn 1 has nothing to sign',
    ],
    [
      'a transaction for another network',
      (b) => {
        const t = txns(b)[1]!;
        t.networkType = 'sol';
        t.txnSol = { data: 'AQ==' };
      },
      'txn 1 is on sol, its step on evm',
    ],
    [
      'a bridge instead of a swap',
      (b) => {
        steps(b)[1]!.stepType = 'bridge';
      },
      'steps are approval, bridge, not at most an approval and a swap',
    ],
    [
      'two swaps',
      (b) => {
        steps(b)[0]!.stepType = 'swap';
        steps(b)[0]!.to = steps(b)[1]!.to;
        steps(b)[1]!.from = steps(b)[1]!.to;
      },
      'steps are swap, swap',
    ],
  ])('refuses %s with TxnsMismatchError', (_name, edit, problem) => {
    const error = problems(edit);
    expect(error).toMatchObject({ name: 'TxnsMismatchError', code: 'UNTRUSTED_RESPONSE' });
    expect((error as { details: string }).details).toContain(problem);
  });

  it('says so in words a person can read', () => {
    expect((problems((b) => txns(b).pop()) as Error).message).toMatchInlineSnapshot(`
      "The routing service sent transactions that do not match its route. Nothing was signed.

      Details: route 01J2WB2ZTWAWXN9K48899CSSVN: 1 transaction(s) for 2 step(s)
      Code: UNTRUSTED_RESPONSE"
    `);
  });
});
