import { describe, expect, it } from 'vitest';
import { clone, dig, fixtureJson } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseCreateTxResponse } from './parseCreateTxResponse';

const body = () =>
  clone(fixtureJson('service-docs__createTx__polygon-usdc-approval-plus-dln-bridge.json')) as {
    data: { steps: Array<Record<string, unknown>> };
  };

describe('parseCreateTxResponse', () => {
  it('parses the live example with its uint256-max approval step', () => {
    const result = parseCreateTxResponse(body());
    expect(result.routeId).toBe('01J2WB2ZTWAWXN9K48899CSSVN');
    expect(result.steps.map((s) => [s.stepType, s.stepId])).toEqual([
      ['approval', '01J2WB3JEB34B0A1SXHT1E3B63'],
      ['bridge', '01J2WB2ZTWXW6D39KJN7AAB3VV'],
    ]);
    expect(result.steps[0]?.inputAmount).toBe(2n ** 256n - 1n);
    expect(result.steps[1]?.to.chainId).toBe('sol');
    expect(result.steps[1]?.fees[0]?.amount).toBe(518000000014400000n);
    expect(result.steps[1]?.estimatedTimeInSeconds).toBe(1);
  });

  it('names the path of a bad field', () => {
    const bad = body();
    dig(bad, 'data', 'steps', 1).to = { symbol: 'X' };
    expect(() => parseCreateTxResponse(bad)).toThrowError(InvalidResponseError);
    try {
      parseCreateTxResponse(bad);
    } catch (error) {
      expect((error as InvalidResponseError).path).toBe('steps[1].to.chainId');
    }
  });

  it('drops a step fee it cannot read instead of failing (nobody reads step fees)', () => {
    const bad = body();
    dig(bad, 'data', 'steps', 1, 'fee', 0).token = { symbol: 'X' };
    expect(parseCreateTxResponse(bad).steps[1]?.fees).toEqual([]);
  });

  it('rejects an empty step list', () => {
    expect(() =>
      parseCreateTxResponse({ status: 'success', data: { routeId: 'r', steps: [] } }),
    ).toThrowError(InvalidResponseError);
  });
});
