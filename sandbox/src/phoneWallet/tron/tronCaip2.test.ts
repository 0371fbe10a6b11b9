import { describe, expect, it } from 'vitest';
import { tronCaip2 } from './tronCaip2';

describe('tronCaip2', () => {
  it("names a chain by its genesis block id's last 4 bytes, in hex without leading zeros", () => {
    const mainnet = '00000000000000001ebf88508a03865c71d452e25f4d51194196a1d22b6653dc';
    expect(tronCaip2(mainnet)).toBe('tron:0x2b6653dc');
    // The sandbox's ledger: its genesis id ends with 31339 in 4 bytes.
    expect(tronCaip2(`${'0'.repeat(16)}${'ab'.repeat(20)}00007a6b`)).toBe('tron:0x7a6b');
  });

  it('refuses what is not a block id', () => {
    expect(() => tronCaip2('7a6b')).toThrow(/not a Tron block id/);
  });
});
