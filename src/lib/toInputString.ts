import { formatUnits } from 'viem';
import { assertDecimals } from './amounts';

// For filling the amount input from a balance or a received amount: parts that load later.

/** The exact decimal text of an amount, without grouping: for filling an input (e.g. "Max"). */
export function toInputString(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  return formatUnits(value, decimals);
}
