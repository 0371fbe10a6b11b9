import { describe, expect, it } from 'vitest';
import type { AccountEffect } from './accountEffects';
import { balanceChanges } from './accountEffects';
import { EffectRefusedError } from './effectErrors';
import { judgeEffects } from './judgeEffects';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ROUTER = '0x1111111254EEB25477B68fb85Ed929f73A960582';
const THIEF = '0xbad0000000000000000000000000000000000bad';

/** A native swap: 0.01 ETH in, USDC out. */
const nativeSwap = { spend: [{ asset: ETH, max: 10n ** 16n }] };

describe('judgeEffects', () => {
  it('passes a swap that spends its own input and receives the output', () => {
    const effects: AccountEffect[] = [
      { kind: 'send', asset: ETH, amount: 10n ** 16n, to: ROUTER },
      { kind: 'receive', asset: USDC, amount: 30_000_000n },
    ];
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([]);
  });

  it('refuses a token the step does not spend leaving the wallet', () => {
    const effects: AccountEffect[] = [
      { kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n, to: THIEF },
    ];
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n },
    ]);
  });

  it('refuses more of the input than the step spends, and sums limits of one asset', () => {
    const effects: AccountEffect[] = [{ kind: 'send', asset: ETH, amount: 3n * 10n ** 16n }];
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'overspend', asset: ETH, amount: 3n * 10n ** 16n, max: 10n ** 16n },
    ]);
    const withFees = { spend: [...nativeSwap.spend, { asset: ETH, max: 2n * 10n ** 16n }] };
    expect(judgeEffects(effects, withFees, same)).toEqual([]);
  });

  it('nets what leaves and comes back (a refund of excess value)', () => {
    const effects: AccountEffect[] = [
      { kind: 'send', asset: ETH, amount: 2n * 10n ** 16n },
      { kind: 'receive', asset: ETH.toUpperCase().replace('0X', '0x'), amount: 10n ** 16n },
    ];
    expect(balanceChanges(effects, same)).toEqual([{ asset: ETH, delta: -(10n ** 16n) }]);
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([]);
  });

  it("passes an approval step's exact grant and refuses any other", () => {
    const allowed = { spend: [], grant: { asset: USDC, spender: ROUTER, amount: 5_000_000n } };
    const exact: AccountEffect = {
      kind: 'grant',
      asset: USDC.toLowerCase(),
      spender: ROUTER.toLowerCase(),
      amount: 5_000_000n,
    };
    expect(judgeEffects([exact], allowed, same)).toEqual([]);
    expect(judgeEffects([{ ...exact, amount: 5_000_001n }], allowed, same)).toHaveLength(1);
    expect(judgeEffects([{ ...exact, spender: THIEF }], allowed, same)).toEqual([
      { kind: 'grant', asset: USDC.toLowerCase(), spender: THIEF, amount: 5_000_000n },
    ]);
    expect(judgeEffects([{ ...exact, asset: DAI }], allowed, same)).toHaveLength(1);
  });

  it('refuses any grant on a swap step, an operator for everything included', () => {
    const effects: AccountEffect[] = [
      { kind: 'grant', asset: DAI, spender: THIEF, amount: 'all' },
      { kind: 'grant', asset: USDC, spender: THIEF, amount: 1n },
    ];
    expect(judgeEffects(effects, nativeSwap, same).map((p) => p.kind)).toEqual(['grant', 'grant']);
  });

  it('does not count an allowance that only goes down, or to zero, as a grant', () => {
    const effects: AccountEffect[] = [
      { kind: 'grant', asset: USDC, spender: ROUTER, amount: 0n },
      { kind: 'grant', asset: USDC, spender: ROUTER, amount: 40n, previous: 100n },
    ];
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([]);
    const raised: AccountEffect = { ...effects[1]!, amount: 101n } as AccountEffect;
    expect(judgeEffects([raised], nativeSwap, same)).toHaveLength(1);
  });

  it('refuses any other effect on the account', () => {
    const effects: AccountEffect[] = [{ kind: 'other', what: 'AuthorizedOperator(THIEF, user)' }];
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'other', what: 'AuthorizedOperator(THIEF, user)', asset: undefined },
    ]);
  });
});

describe('EffectRefusedError', () => {
  const describeAsset = (asset: string) =>
    same(asset, DAI) ? { symbol: 'DAI', decimals: 18 } : undefined;

  it('says in words what would leave the wallet, and that nothing was signed', () => {
    const error = new EffectRefusedError(
      [{ kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n }],
      describeAsset,
    );
    expect(error.shortMessage).toBe(
      'This transaction would also send 1,000 DAI from your wallet. Nothing was signed.',
    );
    expect(error.code).toBe('UNSAFE_TRANSACTION');
  });

  it('names an asset nothing could describe by its units and address', () => {
    const error = new EffectRefusedError(
      [{ kind: 'grant', asset: USDC, spender: THIEF, amount: 7n }],
      describeAsset,
    );
    expect(error.shortMessage).toBe(
      'This transaction would also let 0xbad0…0bad spend 7 units of 0xA0b8…eB48 from your wallet. Nothing was signed.',
    );
    expect(error.details).toContain(THIEF);
  });
});
