import { describe, expect, it } from 'vitest';
import { fixtureJson, fixtureText, stripJsonc } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseQuickSwapResponse } from './parseQuickSwapResponse';

describe('parseQuickSwapResponse', () => {
  it('parses "No routes found" inside a success envelope', () => {
    expect(
      parseQuickSwapResponse(fixtureJson('service-docs__quick-swap__error-no-routes.json')),
    ).toEqual({
      route: null,
      txns: [],
      error: 'No routes found',
    });
  });

  it('fails with a typed error on the elided success excerpt', () => {
    const body = JSON.parse(stripJsonc(fixtureText('service-docs__quick-swap__success.jsonc')));
    expect(() => parseQuickSwapResponse(body)).toThrowError(InvalidResponseError);
  });
});
