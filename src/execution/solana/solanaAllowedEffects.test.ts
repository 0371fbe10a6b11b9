import { describe, expect, it } from 'vitest';
import { SOLANA_SOL, SOLANA_USDC, step } from '../../test/routeFixtures';
import { judgeEffects } from '../effects/judgeEffects';
import { solanaAllowedEffects } from './solanaAllowedEffects';
import { type OpenedAccount, WSOL_MINT } from './solanaEffects';

const same = (a: string, b: string) => a === b;
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const FEE = 5_000n + 60_000n;
const RENT = 2_039_280n;
const usdcToSol = step({ from: SOLANA_USDC, to: SOLANA_SOL, inputAmount: 25_000_000n });
const solToUsdc = step({ from: SOLANA_SOL, to: SOLANA_USDC, inputAmount: 8n * 10n ** 8n });
const noRent = { opened: [], rentExemptMinimum: new Map<number, bigint>() };

describe('solanaAllowedEffects', () => {
  it('a swap spends its input and the fee; a foreign mint leaving is refused', () => {
    const allowed = solanaAllowedEffects(usdcToSol, { fee: FEE, ...noRent });
    expect(
      judgeEffects(
        [
          { kind: 'send', asset: SOLANA_USDC.address, amount: 25_000_000n },
          { kind: 'send', asset: WSOL_MINT, amount: FEE },
          { kind: 'receive', asset: WSOL_MINT, amount: 10n ** 8n },
        ],
        allowed,
        same,
      ),
    ).toEqual([]);
    expect(
      judgeEffects([{ kind: 'send', asset: BONK, amount: 10n ** 11n }], allowed, same),
    ).toEqual([{ kind: 'send', asset: BONK, amount: 10n ** 11n }]);
  });

  it('refuses more of the input than the step spends', () => {
    const allowed = solanaAllowedEffects(usdcToSol, { fee: FEE, ...noRent });
    expect(
      judgeEffects(
        [{ kind: 'send', asset: SOLANA_USDC.address, amount: 25_000_001n }],
        allowed,
        same,
      ),
    ).toEqual([
      { kind: 'overspend', asset: SOLANA_USDC.address, amount: 25_000_001n, max: 25_000_000n },
    ]);
  });

  it('SOL in: its input plus the fee, named as the wrapped-SOL mint', () => {
    const allowed = solanaAllowedEffects(solToUsdc, { fee: FEE, ...noRent });
    const spent = (amount: bigint) =>
      judgeEffects([{ kind: 'send', asset: WSOL_MINT, amount }], allowed, same);
    expect(spent(8n * 10n ** 8n + FEE)).toEqual([]);
    expect(spent(8n * 10n ** 8n + FEE + 1n)).toHaveLength(1);
  });

  it('allows rent for the output token account it opens for a recipient, nothing more', () => {
    const opened: OpenedAccount[] = [
      { address: 'recipientUsdc', mint: SOLANA_USDC.address, lamports: RENT, space: 165 },
    ];
    const rentExemptMinimum = new Map([[165, RENT]]);
    const allowed = solanaAllowedEffects(solToUsdc, { fee: FEE, opened, rentExemptMinimum });
    const spent = (amount: bigint) =>
      judgeEffects([{ kind: 'send', asset: WSOL_MINT, amount }], allowed, same);
    expect(spent(8n * 10n ** 8n + FEE + RENT)).toEqual([]);
    expect(spent(8n * 10n ** 8n + FEE + RENT + 1n)).toHaveLength(1);
    // An account of another mint, or lamports beyond the rent, are not the route's.
    const bonk = solanaAllowedEffects(solToUsdc, {
      fee: FEE,
      opened: [{ ...opened[0]!, mint: BONK }],
      rentExemptMinimum,
    });
    expect(
      judgeEffects(
        [{ kind: 'send', asset: WSOL_MINT, amount: 8n * 10n ** 8n + FEE + RENT }],
        bonk,
        same,
      ),
    ).toHaveLength(1);
    const rich = solanaAllowedEffects(solToUsdc, {
      fee: FEE,
      opened: [{ ...opened[0]!, lamports: 10n ** 9n }],
      rentExemptMinimum,
    });
    expect(rich.spend.reduce((sum, s) => sum + s.max, 0n)).toBe(8n * 10n ** 8n + FEE + RENT);
  });

  it('grants nothing', () => {
    expect(solanaAllowedEffects(usdcToSol, { fee: FEE, ...noRent }).grant).toBeUndefined();
  });
});
