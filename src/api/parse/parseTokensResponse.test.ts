import { describe, expect, it } from 'vitest';
import { fixtureText, stripJsonc } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseTokensResponse } from './parseTokensResponse';

const usdc = {
  chainId: '1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  symbol: 'USDC',
  blockchain: 'Ethereum',
  lastPrice: 1,
  isFlagged: true,
};
const sol = {
  ...usdc,
  chainId: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  symbol: 'SOL',
  isFlagged: false,
};
const wrap = (data: unknown) => ({ status: 'success', data });

describe('parseTokensResponse', () => {
  it('parses the live excerpt once its comments are removed', () => {
    const text = fixtureText('service-sdkdocs__tokens__response.jsonc');
    const result = parseTokensResponse(JSON.parse(stripJsonc(text)));
    expect(Object.keys(result)).toEqual(['1']);
    expect(result['1']?.[0]).toMatchObject({
      symbol: 'ETH',
      isNative: true,
      isEnabled: true,
      isFlagged: false,
    });
  });

  it('fails with a typed error, not a crash, on the raw excerpt text', () => {
    const text = fixtureText('service-sdkdocs__tokens__response.jsonc');
    expect(() => parseTokensResponse(text)).toThrowError(InvalidResponseError);
  });

  it('accepts an array and { tokens: [...] } and groups them by chain', () => {
    const expected = {
      '1': [expect.objectContaining({ symbol: 'USDC', isFlagged: true })],
      sol: [expect.objectContaining({ symbol: 'SOL' })],
    };
    expect(parseTokensResponse(wrap([usdc, sol]))).toEqual(expected);
    expect(parseTokensResponse(wrap({ tokens: [usdc, sol] }))).toEqual(expected);
    expect(parseTokensResponse(wrap({ '1': [usdc], sol: [sol] }))).toEqual(expected);
  });

  it('names the path of a bad token', () => {
    try {
      parseTokensResponse(wrap({ '1': [usdc, { ...usdc, decimals: 'six' }] }));
      throw new Error('expected a throw');
    } catch (error) {
      expect((error as InvalidResponseError).path).toBe('["1"][1].decimals');
    }
  });
});
