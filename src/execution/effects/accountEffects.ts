/**
 * What a transaction does to the user's account, as its simulation showed it, in one shape for
 * every network. Each network's adapter derives these from its own simulation (EVM
 * `eth_simulateV1` logs, Tron `triggerconstantcontract` logs, Cosmos `simulate` events, Solana
 * `simulateTransaction` account states) and the engine judges them once (`judgeEffects.ts`): a
 * list of forbidden call shapes is never complete, an effect is.
 *
 * An asset is named as routes name it on its network (`AssetId`): an EVM token address or the
 * native placeholder, a Solana mint, a Tron base58 address, a Cosmos denom. Adapters name the
 * native coin as the route's tokens do, so a step's `from` asset and an effect compare directly;
 * the network's own address comparison (`SameAddress`) does the rest.
 */
export type AssetId = string;

/** The network's comparison of two addresses or asset ids (EVM hex ignores case, base58 does not). */
export type SameAddress = (a: string, b: string) => boolean;

export type AccountEffect =
  /** `amount` (> 0) of `asset` leaves the user's account (`to`: where to, when the log says). */
  | { kind: 'send'; asset: AssetId; amount: bigint; to?: string | undefined }
  /** `amount` (> 0) of `asset` arrives in the user's account. */
  | { kind: 'receive'; asset: AssetId; amount: bigint }
  /**
   * `spender` may now move the user's `asset`: up to `amount`, or all of it (`'all'`: an operator,
   * `setApprovalForAll`, a token account's new owner or delegate for everything). `previous`: the
   * allowance before, when the adapter read it; a grant that only lowers it is no grant.
   */
  | {
      kind: 'grant';
      asset: AssetId;
      spender: string;
      amount: bigint | 'all';
      previous?: bigint | undefined;
    }
  /**
   * Anything else the simulation shows happening to the user's account (a log naming the user
   * that the adapter cannot read as one of the above, a closed token account, an authority
   * change): always refused. `what` is for developers, in the chain's own words.
   */
  | { kind: 'other'; what: string; asset?: AssetId | undefined };

/**
 * The outcome of simulating one transaction for its effects. `unsupported`: the chain's RPC cannot
 * simulate effects (no `eth_simulateV1`); the transaction is then signed only after the person
 * accepts that its effect was not checked. A simulation that reverts is not an outcome: the
 * adapter throws `SimulationFailedError`.
 */
export type EffectSimulation =
  | { status: 'simulated'; effects: readonly AccountEffect[] }
  | { status: 'unsupported'; reason: string };

/** The net change of one asset in the user's account: negative when it leaves. */
export interface BalanceChange {
  asset: AssetId;
  delta: bigint;
}

/**
 * Sends and receives netted per asset, in the order each asset first appears; assets whose
 * changes cancel out are left out. What Review shows and what the judge holds to the route.
 */
export function balanceChanges(
  effects: readonly AccountEffect[],
  same: SameAddress,
): BalanceChange[] {
  const changes: BalanceChange[] = [];
  for (const effect of effects) {
    if (effect.kind !== 'send' && effect.kind !== 'receive') continue;
    const delta = effect.kind === 'send' ? -effect.amount : effect.amount;
    const known = changes.find((c) => same(c.asset, effect.asset));
    if (known) known.delta += delta;
    else changes.push({ asset: effect.asset, delta });
  }
  return changes.filter((c) => c.delta !== 0n);
}

/**
 * The grants that widen what someone may take: a zero allowance, or one not above the allowance
 * before, takes nothing away from the user and is left out.
 */
export function widenedGrants(
  effects: readonly AccountEffect[],
): Extract<AccountEffect, { kind: 'grant' }>[] {
  return effects.filter(
    (e): e is Extract<AccountEffect, { kind: 'grant' }> =>
      e.kind === 'grant' &&
      (e.amount === 'all' ||
        (e.amount > 0n && (e.previous === undefined || e.amount > e.previous))),
  );
}
