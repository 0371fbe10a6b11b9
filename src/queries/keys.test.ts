import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '../api/types';
import { chainsQueryKey } from './chains';
import { queryKeyHashFn, scopeQueryKey } from './keys';
import { quotesQueryKey } from './quotes';
import { statusQueryKey } from './status';
import { tokenMetadataQueryKey } from './tokenMetadataKey';
import { tokensQueryKey } from './tokens';

const req: QuoteRequest = {
  fromChainId: '31337',
  fromAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  toChainId: 'sol',
  toAssetAddress: 'So11111111111111111111111111111111111111112',
  amount: { inputAmount: 10n ** 18n },
  userWalletAddress: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
};

describe('query keys', () => {
  it('start with the widget scope and hold every input', () => {
    expect(quotesQueryKey('w1', req)).toEqual(['w1', 'quotes', req]);
    expect(chainsQueryKey('w1')).toEqual(['w1', 'chains']);
    expect(tokensQueryKey('w1', '1')).toEqual(['w1', 'tokens', { chainId: '1' }]);
    expect(statusQueryKey('w2', { routeId: 'r', stepId: 's' })[0]).toBe('w2');
    expect(scopeQueryKey('w1')).toEqual(['w1']);
    expect(tokenMetadataQueryKey('w1', '31337', '0xabc')).toEqual([
      'w1',
      'tokenMetadata',
      { chainId: '31337', address: '0xabc' },
    ]);
  });
});

describe('queryKeyHashFn', () => {
  it('hashes bigints, which the default hash cannot', () => {
    expect(() => JSON.stringify(quotesQueryKey('w', req))).toThrow();
    expect(queryKeyHashFn(quotesQueryKey('w', req))).toContain(
      '"inputAmount":"1000000000000000000n"',
    );
  });

  it('ignores key order but tells values and scopes apart', () => {
    expect(queryKeyHashFn(['w', { a: 1, b: 2n }])).toBe(queryKeyHashFn(['w', { b: 2n, a: 1 }]));
    expect(queryKeyHashFn(['w', { a: 1n }])).not.toBe(queryKeyHashFn(['w', { a: '1' }]));
    expect(queryKeyHashFn(['w', { a: 1n }])).not.toBe(queryKeyHashFn(['w', { a: 2n }]));
    expect(queryKeyHashFn(quotesQueryKey('w1', req))).not.toBe(
      queryKeyHashFn(quotesQueryKey('w2', req)),
    );
  });
});
