import { AccountLayout, NATIVE_MINT, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { type AccountChange, type AccountState, solanaEffects, WSOL_MINT } from './solanaEffects';

const key = () => Keypair.generate().publicKey.toBase58();
const SYSTEM = '11111111111111111111111111111111';
const TOKEN = TOKEN_PROGRAM_ID.toBase58();
const user = key();
const thief = key();
const USDC = key();
const BONK = key();
const RENT = 2_039_280n;

const wallet = (lamports: bigint): AccountState => ({
  lamports,
  owner: SYSTEM,
  data: new Uint8Array(),
});

/** A token account's state as the token program writes it. */
function tokenAccount(
  fields: {
    mint: string;
    owner?: string;
    amount: bigint;
    delegate?: string;
    delegatedAmount?: bigint;
    closeAuthority?: string;
    native?: boolean;
  },
  lamports = RENT,
): AccountState {
  const data = Buffer.alloc(AccountLayout.span);
  AccountLayout.encode(
    {
      mint: toKey(fields.mint),
      owner: toKey(fields.owner ?? user),
      amount: fields.amount,
      delegateOption: fields.delegate ? 1 : 0,
      delegate: toKey(fields.delegate ?? SYSTEM),
      state: 1,
      isNativeOption: fields.native ? 1 : 0,
      isNative: fields.native ? RENT : 0n,
      delegatedAmount: fields.delegatedAmount ?? 0n,
      closeAuthorityOption: fields.closeAuthority ? 1 : 0,
      closeAuthority: toKey(fields.closeAuthority ?? SYSTEM),
    },
    data,
  );
  return { lamports, owner: TOKEN, data };
}

const toKey = (address: string) => new PublicKey(address);

const change = (before: AccountState | null, after: AccountState | null, address = key()) => ({
  address,
  before,
  after,
});

/** The user's wallet paying `fee` (and whatever else `spent`), with the other accounts. */
function effectsOf(others: AccountChange[], walletDelta: bigint) {
  const start = 10n ** 10n;
  return solanaEffects({
    user,
    accounts: [change(wallet(start), wallet(start + walletDelta), user), ...others],
  });
}

describe('solanaEffects', () => {
  it('names SOL leaving the wallet as the wrapped-SOL mint, as routes do', () => {
    expect(WSOL_MINT).toBe(NATIVE_MINT.toBase58());
    expect(effectsOf([], -5_000n).effects).toEqual([
      { kind: 'send', asset: WSOL_MINT, amount: 5_000n },
    ]);
  });

  it('a foreign mint leaving one of the user’s token accounts is a send of that mint', () => {
    const bonk = change(
      tokenAccount({ mint: BONK, amount: 10n ** 12n }),
      tokenAccount({ mint: BONK, amount: 0n }),
    );
    const { effects } = effectsOf([bonk], -5_000n);
    expect(effects).toContainEqual({ kind: 'send', asset: BONK, amount: 10n ** 12n });
  });

  it('tokens arriving, in an account the transaction creates for the user, are a receive', () => {
    const created = change(null, tokenAccount({ mint: USDC, amount: 7_000_000n }));
    const { effects } = effectsOf([created], -5_000n - RENT);
    // The rent moved from the wallet into the user's own new account: still the user's.
    expect(effects).toEqual([
      { kind: 'receive', asset: USDC, amount: 7_000_000n },
      { kind: 'send', asset: WSOL_MINT, amount: 5_000n },
    ]);
  });

  it('a delegate approved on a user’s token account is a grant of the delegated amount', () => {
    const approved = change(
      tokenAccount({ mint: USDC, amount: 5n }),
      tokenAccount({ mint: USDC, amount: 5n, delegate: thief, delegatedAmount: 2n ** 64n - 1n }),
    );
    expect(effectsOf([approved], -5_000n).effects).toContainEqual({
      kind: 'grant',
      asset: USDC,
      spender: thief,
      amount: 2n ** 64n - 1n,
      previous: undefined,
    });
    // The same delegate raised: a grant over what it had; lowered, the judge drops it.
    const raised = change(
      tokenAccount({ mint: USDC, amount: 5n, delegate: thief, delegatedAmount: 1n }),
      tokenAccount({ mint: USDC, amount: 5n, delegate: thief, delegatedAmount: 3n }),
    );
    expect(effectsOf([raised], 0n).effects).toEqual([
      { kind: 'grant', asset: USDC, spender: thief, amount: 3n, previous: 1n },
    ]);
    const untouched = tokenAccount({
      mint: USDC,
      amount: 5n,
      delegate: thief,
      delegatedAmount: 1n,
    });
    expect(effectsOf([change(untouched, untouched)], 0n).effects).toEqual([]);
  });

  it('an owner changed by SetAuthority gives the account away: a grant of all, and it leaves', () => {
    const given = change(
      tokenAccount({ mint: USDC, amount: 9n }),
      tokenAccount({ mint: USDC, amount: 9n, owner: thief }),
    );
    const { effects } = effectsOf([given], -5_000n);
    expect(effects).toContainEqual({ kind: 'grant', asset: USDC, spender: thief, amount: 'all' });
    expect(effects).toContainEqual({ kind: 'send', asset: USDC, amount: 9n });
  });

  it('a close authority set to someone else is a grant of all', () => {
    const closable = change(
      tokenAccount({ mint: USDC, amount: 0n }),
      tokenAccount({ mint: USDC, amount: 0n, closeAuthority: thief }),
    );
    expect(effectsOf([closable], 0n).effects).toEqual([
      { kind: 'grant', asset: USDC, spender: thief, amount: 'all' },
    ]);
  });

  it('a user’s token account closed is another effect, and its rent sent elsewhere leaves', () => {
    const address = key();
    const closed = change(tokenAccount({ mint: USDC, amount: 0n }), null, address);
    const { effects } = effectsOf([closed], 0n);
    expect(effects).toContainEqual({
      kind: 'other',
      what: `closes token account ${address} (mint ${USDC})`,
      asset: USDC,
    });
    expect(effects).toContainEqual({ kind: 'send', asset: WSOL_MINT, amount: RENT });
    // Closed with its rent back to the wallet: still closed.
    const back = effectsOf([change(tokenAccount({ mint: USDC, amount: 0n }), null)], RENT);
    expect(back.effects.map((e) => e.kind)).toEqual(['other']);
  });

  it('an account left with no lamports counts as closed, as a validator reports it', () => {
    const drained = { ...tokenAccount({ mint: USDC, amount: 0n }), lamports: 0n };
    const { effects } = effectsOf(
      [change(tokenAccount({ mint: USDC, amount: 0n }), drained)],
      RENT,
    );
    expect(effects.map((e) => e.kind)).toEqual(['other']);
  });

  it('a wrapped-SOL account opened and closed by the transaction passes: only SOL spent shows', () => {
    // Absent before and after: it wrapped 1 SOL, the swap took it, the close returned the rent.
    const wsol = change(null, null);
    expect(effectsOf([wsol], -(10n ** 9n) - 5_000n).effects).toEqual([
      { kind: 'send', asset: WSOL_MINT, amount: 10n ** 9n + 5_000n },
    ]);
  });

  it('the user’s wrapped-SOL account closed (unwrapped) passes while its SOL comes back', () => {
    const wsol = () =>
      tokenAccount({ mint: WSOL_MINT, amount: 10n ** 9n, native: true }, RENT + 10n ** 9n);
    // Unwrapped into the wallet: its lamports are still the user's, nothing to say.
    expect(effectsOf([change(wsol(), null)], RENT + 10n ** 9n - 5_000n).effects).toEqual([
      { kind: 'send', asset: WSOL_MINT, amount: 5_000n },
    ]);
    // Closed into someone else's account: the SOL leaves.
    expect(effectsOf([change(wsol(), null)], -5_000n).effects).toEqual([
      { kind: 'send', asset: WSOL_MINT, amount: RENT + 10n ** 9n + 5_000n },
    ]);
  });

  it('SOL wrapped into the user’s own wrapped-SOL account stays the user’s', () => {
    const wrapped = change(
      null,
      tokenAccount({ mint: WSOL_MINT, amount: 10n ** 9n, native: true }, RENT + 10n ** 9n),
    );
    expect(effectsOf([wrapped], -(10n ** 9n) - RENT - 5_000n).effects).toEqual([
      { kind: 'send', asset: WSOL_MINT, amount: 5_000n },
    ]);
  });

  it('lists an account the transaction opens for someone else, with its lamports (rent)', () => {
    const address = key();
    const other = key();
    const opened = change(null, tokenAccount({ mint: USDC, amount: 0n, owner: other }), address);
    const result = effectsOf([opened], -RENT - 5_000n);
    expect(result.effects).toEqual([{ kind: 'send', asset: WSOL_MINT, amount: RENT + 5_000n }]);
    expect(result.opened).toEqual([{ address, mint: USDC, lamports: RENT, space: 165 }]);
  });

  it('the wallet account given to a program is another effect', () => {
    const program = key();
    const { effects } = solanaEffects({
      user,
      accounts: [
        change(wallet(10n), { lamports: 10n, owner: program, data: new Uint8Array() }, user),
      ],
    });
    expect(effects).toEqual([
      { kind: 'other', what: `the wallet account is assigned to program ${program}` },
    ]);
  });

  it('someone else’s token account changing is not the user’s effect', () => {
    const theirs = change(
      tokenAccount({ mint: USDC, amount: 9n, owner: thief }),
      tokenAccount({ mint: USDC, amount: 0n, owner: thief, delegate: user, delegatedAmount: 1n }),
    );
    expect(effectsOf([theirs], 0n).effects).toEqual([]);
  });
});
