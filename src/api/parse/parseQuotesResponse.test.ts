import { describe, expect, it } from 'vitest';
import { clone, dig, fixtureJson } from '../__fixtures__/load';
import { ApiError, InvalidResponseError, QuoteExpiredError } from '../errors';
import { parseQuotesResponse } from './parseQuotesResponse';

type Body = { data: { quotes: Array<Record<string, unknown>> } };
const quotesBody = () =>
  clone(fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json')) as Body;

function expectInvalid(body: unknown, path: string) {
  try {
    parseQuotesResponse(body);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).path).toBe(path);
    return error as InvalidResponseError;
  }
  throw new Error('expected parseQuotesResponse to throw');
}

describe('parseQuotesResponse, live example', () => {
  const { quotes } = parseQuotesResponse(quotesBody());
  const [mayan, dln] = quotes;

  it('normalises amounts to bigint and the older fee shape', () => {
    expect(quotes).toHaveLength(2);
    expect(mayan?.inputAmount).toBe(420000000000000000n);
    expect(mayan?.outputAmount).toBe(1459244847n);
    expect(mayan?.fees[0]).toMatchObject({
      type: 'NETWORK',
      rawType: 'network',
      amount: 1380475027400000n,
      amountUsd: 4.804908989868988,
    });
    expect(mayan?.steps[0]?.fees[0]?.token.symbol).toBe('ETH');
  });

  it('reads the display-decimal minOutputAmount in the `to` asset decimals', () => {
    expect(mayan?.minOutputAmount).toBe(1459098923n);
    expect(dln?.minOutputAmount).toBe(1449243299n);
  });

  it('turns the TTL deadline into expiresAt (ms)', () => {
    expect(mayan?.expiresAt).toBe(1721085515718 + 60_000);
    expect(dln?.expiresAt).toBe(1721085514664 + 30_000);
  });

  it('keeps scores, tags, provider details and defaults', () => {
    expect(dln?.score?.slippageScore).toBe(0);
    expect(dln?.score?.outputDiffPercent).toBeCloseTo(0.00677748576178394);
    expect(mayan?.tags).toEqual(['BEST_OUTPUT', 'CHEAP']);
    expect(mayan?.providerDetails.name).toBe('Mayan');
    expect(mayan?.slippageBps).toBe(0);
    expect(mayan?.to.isEnabled).toBe(true);
    expect(mayan?.to.isFlagged).toBe(false);
    expect(mayan?.requestId).toBe('01J2WB1K2D769PJRBMPNX1SKJT');
  });
});

describe('parseQuotesResponse, variations the live service sends', () => {
  it('accepts the type-definition fee shape, brand-name service fees and numeric USD', () => {
    const body = quotesBody();
    const route = dig(body, 'data', 'quotes', 0);
    const fee = dig(route, 'fee', 0);
    route.fee = [
      {
        type: 'ACMESWAP',
        token: fee.token,
        amountInToken: '0.5',
        amountInUSD: 1.5,
        source: 'FROM_INPUT_AMOUNT',
      },
      { type: 'integrator', token: fee.token, amountInEther: '42', amountInUSD: '0.01' },
    ];
    const [service, integrator] = parseQuotesResponse(body).quotes[0]?.fees ?? [];
    expect(service).toMatchObject({
      type: 'SERVICE',
      rawType: 'ACMESWAP',
      amount: 5n * 10n ** 17n,
      amountUsd: 1.5,
      source: 'FROM_INPUT_AMOUNT',
    });
    expect(integrator).toMatchObject({ type: 'INTEGRATOR', amount: 42n, amountUsd: 0.01 });
  });

  it('accepts deadline as Unix seconds or Unix ms, and an integer minOutputAmount', () => {
    const body = quotesBody();
    const [a, b] = body.data.quotes as [Record<string, unknown>, Record<string, unknown>];
    a.deadline = 1721085600;
    b.deadline = 1721085600123;
    a.minOutputAmount = '1459098923';
    a.tags = [];
    const [ra, rb] = parseQuotesResponse(body).quotes;
    expect(ra?.expiresAt).toBe(1721085600000);
    expect(rb?.expiresAt).toBe(1721085600123);
    expect(ra?.minOutputAmount).toBe(1459098923n);
    expect(ra?.tags).toEqual([]);
  });

  it('lets unknown extra fields pass', () => {
    const body = quotesBody();
    (body.data.quotes[0] as Record<string, unknown>).brandNewField = { x: 1 };
    expect(parseQuotesResponse(body).quotes).toHaveLength(2);
  });

  it('parses an empty list (no routes)', () => {
    expect(parseQuotesResponse({ status: 'success', data: { quotes: [] } })).toEqual({
      quotes: [],
    });
  });
});

describe('parseQuotesResponse, bad bodies', () => {
  it('names the path of a missing field', () => {
    const body = quotesBody();
    delete dig(body, 'data', 'quotes', 1, 'steps', 0).inputAmount;
    const error = expectInvalid(body, 'quotes[1].steps[0].inputAmount');
    expect(error.details).toMatchInlineSnapshot(
      `"quotes[1].steps[0].inputAmount: Invalid key: Expected "inputAmount" but received undefined"`,
    );
  });

  it('rejects a non-integer amount', () => {
    const body = quotesBody();
    (body.data.quotes[0] as Record<string, unknown>).outputAmount = '1459.24';
    const error = expectInvalid(body, 'quotes[0].outputAmount');
    expect(error.details).toMatchInlineSnapshot(
      `"quotes[0].outputAmount: Expected an integer amount in the smallest unit"`,
    );
    const negative = quotesBody();
    (negative.data.quotes[0] as Record<string, unknown>).inputAmount = '-1';
    expectInvalid(negative, 'quotes[0].inputAmount');
  });

  it('rejects a wrong enum value', () => {
    const body = quotesBody();
    dig(body, 'data', 'quotes', 0, 'steps', 0).stepType = 'teleport';
    expectInvalid(body, 'quotes[0].steps[0].stepType');
  });

  it('rejects a fee without any amount', () => {
    const body = quotesBody();
    const fee = dig(body, 'data', 'quotes', 0, 'fee', 0);
    delete fee.amount;
    delete fee.amountInEther;
    expectInvalid(body, 'quotes[0].fee[0].amount');
  });

  it('turns an HTML page into a typed error', () => {
    const error = expectInvalid('<!doctype html><html><body>502 Bad Gateway</body></html>', '');
    expect(error.details).toMatchInlineSnapshot(
      `"(body): Body is not JSON (starts with "<!doctype html><html><body>502 Bad Gatew")"`,
    );
  });

  it('rejects a body without an envelope', () => {
    expectInvalid({ quotes: [] }, 'status');
    expectInvalid(null, '');
    expectInvalid([1, 2], '');
    expectInvalid({ status: 'success' }, 'data');
  });

  it('turns an error envelope into ApiError', () => {
    const body = { status: 'error', error: { code: 'BAD_REQUEST', message: 'bad slippage' } };
    expect(() => parseQuotesResponse(body)).toThrowError(ApiError);
    try {
      parseQuotesResponse(body);
    } catch (error) {
      expect((error as ApiError).apiCode).toBe('BAD_REQUEST');
      expect((error as ApiError).details).toContain('bad slippage');
    }
    expect(() =>
      parseQuotesResponse({ status: 'error', error: { code: 'QUOTE_EXPIRED', message: 'late' } }),
    ).toThrowError(QuoteExpiredError);
  });
});
