import {
  type AccountEffect,
  type AssetId,
  balanceChanges,
  type SameAddress,
  widenedGrants,
} from './accountEffects';

/**
 * What one transaction of a reviewed route may do to the user's account, and nothing more:
 * - `spend`: at most how much of each asset may leave, net: a swap or bridge step's own `from`
 *   asset up to its `inputAmount`, and the chain's native coin up to the value the transaction
 *   states plus its fees (on networks whose simulation counts fees in the balance). An asset
 *   listed twice may leave up to the sum. Any asset not listed may not leave at all.
 * - `grant`: an approval step's one grant, exactly this amount to this spender. Nothing else may
 *   be granted, by any step.
 * Arriving tokens are never a problem.
 */
export interface AllowedEffects {
  spend: ReadonlyArray<{ asset: AssetId; max: bigint }>;
  grant?: { asset: AssetId; spender: string; amount: bigint } | undefined;
}

/** One way a transaction's effect goes beyond what its step allows. */
export type EffectProblem =
  /** `amount` of an asset the step does not spend would leave the account. */
  | { kind: 'send'; asset: AssetId; amount: bigint }
  /** More of a spent asset would leave than the step allows. */
  | { kind: 'overspend'; asset: AssetId; amount: bigint; max: bigint }
  /** Someone would be allowed to move the user's tokens, beyond the step's own approval. */
  | { kind: 'grant'; asset: AssetId; spender: string; amount: bigint | 'all' }
  /** Something else would happen to the account. */
  | { kind: 'other'; what: string; asset?: AssetId | undefined };

/**
 * Holds a simulated effect to what the step allows. Empty when the transaction does only what
 * the reviewed route says; otherwise every way it goes beyond, the worst first (what leaves the
 * wallet, then what could later, then the rest).
 */
export function judgeEffects(
  effects: readonly AccountEffect[],
  allowed: AllowedEffects,
  same: SameAddress,
): EffectProblem[] {
  const problems: EffectProblem[] = [];
  for (const { asset, delta } of balanceChanges(effects, same)) {
    if (delta >= 0n) continue;
    const limits = allowed.spend.filter((s) => same(s.asset, asset));
    const amount = -delta;
    if (limits.length === 0) {
      problems.push({ kind: 'send', asset, amount });
      continue;
    }
    const max = limits.reduce((sum, s) => sum + s.max, 0n);
    if (amount > max) problems.push({ kind: 'overspend', asset, amount, max });
  }
  const { grant } = allowed;
  for (const g of widenedGrants(effects)) {
    const expected =
      grant !== undefined &&
      same(g.asset, grant.asset) &&
      same(g.spender, grant.spender) &&
      g.amount === grant.amount;
    if (!expected) {
      problems.push({ kind: 'grant', asset: g.asset, spender: g.spender, amount: g.amount });
    }
  }
  for (const e of effects) {
    if (e.kind === 'other') problems.push({ kind: 'other', what: e.what, asset: e.asset });
  }
  return problems;
}
