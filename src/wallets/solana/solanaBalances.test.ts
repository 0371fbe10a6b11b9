import { base64 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeTokenAccount } from './solanaBalances';

describe('decodeTokenAccount', () => {
  it('reads mint and u64 amount from the SPL token account layout', () => {
    const mint = Keypair.generate().publicKey;
    const bytes = new Uint8Array(165);
    bytes.set(mint.toBytes(), 0);
    new DataView(bytes.buffer).setBigUint64(64, 123_456_789_000n, true);
    expect(decodeTokenAccount([base64.encode(bytes), 'base64'])).toEqual({
      mint: mint.toBase58(),
      amount: 123_456_789_000n,
    });
  });

  it('ignores data too short or not base64', () => {
    expect(decodeTokenAccount(base64.encode(new Uint8Array(10)))).toBeUndefined();
    expect(decodeTokenAccount('%%%')).toBeUndefined();
  });
});
