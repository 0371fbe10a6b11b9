import { describe, expect, it } from 'vitest';
import { lockedFields } from './lockedFields';
import { offerRules } from './offerRules';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const everything = offerRules({});

describe('lockedFields', () => {
  it('locks the fields named with their defaults', () => {
    const locked = lockedFields(
      {
        locked: ['toChain', 'toToken', 'amount'],
        defaults: { toChain: '1', toToken: USDC, amount: '100' },
      },
      everything,
    );
    expect([...locked].sort()).toEqual(['amount', 'toChain', 'toToken']);
  });

  it('locks nothing without a default, and a token without its chain', () => {
    const locked = lockedFields(
      { locked: ['fromChain', 'toToken', 'amount'], defaults: { toToken: USDC } },
      everything,
    );
    expect(locked.size).toBe(0);
  });

  it('locks no amount that is not a positive amount', () => {
    const config = { locked: ['amount' as const], defaults: { amount: '0' } };
    expect(lockedFields(config, everything).has('amount')).toBe(false);
    expect(lockedFields({ ...config, defaults: { amount: 'ten' } }, everything).has('amount')).toBe(
      false,
    );
  });

  it('fixes the chain of a locked token', () => {
    const locked = lockedFields(
      { locked: ['fromToken'], defaults: { fromChain: '1', fromToken: WETH } },
      everything,
    );
    expect([...locked].sort()).toEqual(['fromChain', 'fromToken']);
  });

  it('leaves free a field whose default is not offered', () => {
    const rules = offerRules({
      chains: { deny: ['8453'] },
      tokens: { deny: [{ chainId: '1', address: WETH }] },
    });
    const locked = lockedFields(
      {
        locked: ['fromChain', 'toToken'],
        defaults: { fromChain: '8453', toChain: '1', toToken: WETH },
      },
      rules,
    );
    expect(locked.size).toBe(0);
  });

  it('locks nothing that is not asked for', () => {
    expect(lockedFields({ defaults: { toChain: '1', toToken: USDC } }, everything).size).toBe(0);
  });
});
