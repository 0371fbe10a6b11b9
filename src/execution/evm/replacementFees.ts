/**
 * The fees of a transaction that replaces a pending one (same sender, same nonce): a speed-up or
 * a cancellation. Nodes take a replacement only when it pays enough more: geth's pool (and
 * reth's, Besu's) wants at least +10% on both `maxFeePerGas` and `maxPriorityFeePerGas` (on
 * `gasPrice` for a legacy transaction), anvil's anything higher. Wallets bump by that same 10%
 * (MetaMask's transaction controller: `SPEED_UP_RATE` and `CANCEL_RATE` 1.1), but never below what
 * the network asks now, so a transaction stuck because fees rose does not stay stuck. Same here:
 * each fee is the larger of the previous one + 10% (rounded up, and at least 1 wei more) and the
 * current estimate.
 */

export type GasFees =
  | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  /** A legacy (or EIP-2930) transaction's single price. */
  | { gasPrice: bigint };

/** +10%: the replacement rule of geth's pool, and MetaMask's rate. */
const REPLACEMENT_BUMP = { numerator: 11n, denominator: 10n } as const;

/** `fee` + 10%, rounded up, and at least 1 wei more (10% of 0 is 0). */
export function bumped(fee: bigint): bigint {
  const { numerator, denominator } = REPLACEMENT_BUMP;
  const raised = (fee * numerator + denominator - 1n) / denominator;
  return raised > fee ? raised : fee + 1n;
}

/** The largest (Math.max takes no bigints). */
const max = (...values: bigint[]): bigint =>
  [...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))[0] ?? 0n;

/**
 * The replacement's fees: of the same kind as `previous` (the pending transaction it replaces;
 * a node compares like with like), each the larger of `previous` + 10% and `current` (the
 * network's estimate now, when it could be read).
 */
export function replacementFees(previous: GasFees, current?: GasFees | undefined): GasFees {
  // The most the network asks per gas now: a legacy price, or an EIP-1559 cap.
  const nowMax =
    current === undefined ? 0n : 'gasPrice' in current ? current.gasPrice : current.maxFeePerGas;
  if ('gasPrice' in previous) return { gasPrice: max(bumped(previous.gasPrice), nowMax) };
  const nowTip = current && 'maxPriorityFeePerGas' in current ? current.maxPriorityFeePerGas : 0n;
  const maxPriorityFeePerGas = max(bumped(previous.maxPriorityFeePerGas), nowTip);
  // A tip above the cap is invalid: the cap is raised to cover it.
  const maxFeePerGas = max(bumped(previous.maxFeePerGas), nowMax, maxPriorityFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas };
}
