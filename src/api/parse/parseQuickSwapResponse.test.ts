import { describe, expect, it } from 'vitest';
import { payloadReaders } from '../../test/payloadReaders';
import { dig, fixtureJson, fixtureText, stripJsonc } from '../__fixtures__/load';
import { quickSwapBody } from '../__fixtures__/quickSwapBody';
import { InvalidResponseError } from '../errors';
import { parseQuickSwapResponse } from './parseQuickSwapResponse';

describe('parseQuickSwapResponse', () => {
  it('parses "No routes found" inside a success envelope', () => {
    expect(
      parseQuickSwapResponse(
        fixtureJson('service-docs__quick-swap__error-no-routes.json'),
        payloadReaders,
      ),
    ).toEqual({
      route: null,
      txns: [],
      error: 'No routes found',
    });
  });

  it('fails with a typed error on the elided success excerpt', () => {
    const body = JSON.parse(stripJsonc(fixtureText('service-docs__quick-swap__success.jsonc')));
    expect(() => parseQuickSwapResponse(body, payloadReaders)).toThrowError(InvalidResponseError);
  });
  it('parses a complete answer: the route with its approval and swap, one transaction each', () => {
    const { route, txns, error } = parseQuickSwapResponse(quickSwapBody(), payloadReaders);
    expect(error).toBeUndefined();
    expect(route?.steps.map((s) => [s.stepType, s.inputAmount])).toEqual([
      ['approval', 1000000000n],
      ['swap', 1000000000n],
    ]);
    expect(route?.outputAmount).toBe(1990000000000000000000n);
    expect(txns.map((t) => [t.routeId, t.stepId, t.networkType, t.txnType])).toEqual(
      route?.steps.map((s) => [route.routeId, s.stepId, 'evm', 'on-chain']),
    );
    expect(txns[1]?.txnEvm).toMatchObject({ value: 0n, gasLimit: 210000n });
  });

  it('keeps a reason sent beside a route, and reads a missing txn list as none', () => {
    const body = quickSwapBody();
    body.data.error = 'Partial route';
    body.data.txn = null;
    expect(parseQuickSwapResponse(body, payloadReaders)).toMatchObject({
      txns: [],
      error: 'Partial route',
    });
  });

  it('fails with the path of a transaction it cannot sign', () => {
    const body = quickSwapBody();
    dig(body, 'data', 'txn', 1, 'txnEvm').to = 'not an address';
    expect(() => parseQuickSwapResponse(body, payloadReaders)).toThrowError(
      expect.objectContaining({ name: 'InvalidResponseError', path: 'txn[1].txnEvm.to' }),
    );
  });
});
