import {
  AccountLayout,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { readMintDecimals, readTokenAccount } from './tokenAccountState';

const key = () => Keypair.generate().publicKey;
const mint = key();
const owner = key();
const delegate = key();
const closer = key();

/** Encoded by the token program's own layout (@solana/spl-token). */
function encoded(fields: Partial<Parameters<typeof AccountLayout.encode>[0]> = {}): Uint8Array {
  const data = Buffer.alloc(AccountLayout.span);
  AccountLayout.encode(
    {
      mint,
      owner,
      amount: 1_000n,
      delegateOption: 1,
      delegate,
      state: 1,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 250n,
      closeAuthorityOption: 1,
      closeAuthority: closer,
      ...fields,
    },
    data,
  );
  return data;
}

describe('readTokenAccount', () => {
  it('reads what the token program wrote', () => {
    expect(readTokenAccount(TOKEN_PROGRAM_ID.toBase58(), encoded())).toEqual({
      mint: mint.toBase58(),
      owner: owner.toBase58(),
      amount: 1_000n,
      delegate: delegate.toBase58(),
      delegatedAmount: 250n,
      closeAuthority: closer.toBase58(),
      isNative: false,
    });
  });

  it('reads no delegate or close authority when their option is unset, and wrapped SOL', () => {
    const data = encoded({
      delegateOption: 0,
      closeAuthorityOption: 0,
      delegatedAmount: 0n,
      isNativeOption: 1,
      isNative: 2_039_280n,
    });
    expect(readTokenAccount(TOKEN_PROGRAM_ID.toBase58(), data)).toMatchObject({
      delegate: null,
      closeAuthority: null,
      isNative: true,
    });
  });

  it('reads a Token-2022 account with extensions, not a mint or another program’s data', () => {
    const withExtensions = new Uint8Array(170);
    withExtensions.set(encoded());
    withExtensions[165] = 2;
    const token2022 = TOKEN_2022_PROGRAM_ID.toBase58();
    expect(readTokenAccount(token2022, withExtensions)?.amount).toBe(1_000n);
    const mintWithExtensions = Uint8Array.from(withExtensions);
    mintWithExtensions[165] = 1;
    expect(readTokenAccount(token2022, mintWithExtensions)).toBeUndefined();
    expect(readTokenAccount(TOKEN_PROGRAM_ID.toBase58(), withExtensions)).toBeUndefined();
    expect(readTokenAccount(key().toBase58(), encoded())).toBeUndefined();
    expect(readTokenAccount(TOKEN_PROGRAM_ID.toBase58(), encoded({ state: 0 }))).toBeUndefined();
  });
});

describe('readMintDecimals', () => {
  it('reads a mint’s decimals, Token-2022’s with extensions too, and nothing from an account', () => {
    const mintData = Buffer.alloc(MintLayout.span);
    MintLayout.encode(
      {
        mintAuthorityOption: 0,
        mintAuthority: mint,
        supply: 10n ** 15n,
        decimals: 5,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: mint,
      },
      mintData,
    );
    expect(readMintDecimals(TOKEN_PROGRAM_ID.toBase58(), mintData)).toBe(5);
    const extended = new Uint8Array(200);
    extended.set(mintData);
    extended[165] = 1;
    expect(readMintDecimals(TOKEN_2022_PROGRAM_ID.toBase58(), extended)).toBe(5);
    expect(readMintDecimals(TOKEN_PROGRAM_ID.toBase58(), encoded())).toBeUndefined();
    expect(readMintDecimals(key().toBase58(), mintData)).toBeUndefined();
  });
});
