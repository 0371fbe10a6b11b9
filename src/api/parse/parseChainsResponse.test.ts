import { describe, expect, it } from 'vitest';
import { fixtureText, stripJsonc } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseChainsResponse } from './parseChainsResponse';

describe('parseChainsResponse', () => {
  it('parses the live excerpt (an array) once its comments are removed', () => {
    const text = fixtureText('service-sdkdocs__chains__response.jsonc');
    const [solana] = parseChainsResponse(JSON.parse(stripJsonc(text)));
    expect(solana).toMatchObject({
      chainId: 'sol',
      networkType: 'sol',
      isEnabled: true,
      tokenCount: 946,
      rpcUrls: [],
      explorer: { txn: 'https://solscan.io/tx/{txnHash}' },
    });
  });

  it('fails with a typed error on the raw excerpt text and on a bad network type', () => {
    expect(() =>
      parseChainsResponse(fixtureText('service-sdkdocs__chains__response.jsonc')),
    ).toThrowError(InvalidResponseError);
    const [chain] = JSON.parse(
      stripJsonc(fixtureText('service-sdkdocs__chains__response.jsonc')),
    ).data;
    const bad = { status: 'success', data: [chain, { ...chain, networkType: 'btc' }] };
    try {
      parseChainsResponse(bad);
      throw new Error('expected a throw');
    } catch (error) {
      expect((error as InvalidResponseError).path).toBe('[1].networkType');
    }
  });
});
