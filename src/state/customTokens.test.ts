import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/types';
import { isValidAddress } from '../lib/addressFormats';
import {
  hasValidAddress,
  MAX_CUSTOM_TOKENS,
  sanitizeCustomTokens,
  withCustomToken,
} from './customTokens';

const TOKEN: Asset = {
  networkType: 'sol',
  chainId: 'sol',
  address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  decimals: 6,
  symbol: 'NEW',
  isNative: false,
  isPopular: false,
  isEnabled: true,
  isFlagged: false,
  blockchain: 'Solana',
  lastPrice: 0,
};

describe('sanitizeCustomTokens', () => {
  it('keeps valid tokens as they were stored', () => {
    expect(sanitizeCustomTokens(JSON.parse(JSON.stringify([TOKEN])))).toEqual([TOKEN]);
  });

  it('tells an address in the wrong format for its network', () => {
    expect(hasValidAddress(TOKEN, isValidAddress)).toBe(true);
    const evmOnSolana = { ...TOKEN, address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' };
    expect(hasValidAddress(evmOnSolana, isValidAddress)).toBe(false);
  });

  it('drops an overlong symbol and non-objects', () => {
    expect(
      sanitizeCustomTokens([
        { ...TOKEN, symbol: 'X'.repeat(33) },
        { ...TOKEN, lastPrice: 'free' },
        null,
        42,
      ]),
    ).toEqual([]);
    expect(sanitizeCustomTokens({ 0: TOKEN })).toEqual([]);
  });

  it('keeps one entry per chain and address, and at most the newest MAX_CUSTOM_TOKENS', () => {
    expect(sanitizeCustomTokens([TOKEN, { ...TOKEN, symbol: 'NEWER' }])).toEqual([
      { ...TOKEN, symbol: 'NEWER' },
    ]);
    const many = Array.from({ length: MAX_CUSTOM_TOKENS + 5 }, (_, i) => ({
      ...TOKEN,
      networkType: undefined,
      address: `token-${i}`,
    }));
    const kept = sanitizeCustomTokens(many);
    expect(kept).toHaveLength(MAX_CUSTOM_TOKENS);
    expect(kept[0]?.address).toBe('token-5');
    expect(withCustomToken(kept, TOKEN).at(-1)).toEqual(TOKEN);
  });
});
