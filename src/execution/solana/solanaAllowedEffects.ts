/**
 * What a Solana step's transaction may do to the user's account (`AllowedEffects`), from the step
 * as `/createTx` gave it (held to the reviewed route): spend at most its `from` asset's
 * `inputAmount` (SOL named as the wrapped-SOL mint, as `solanaEffects` names lamports), plus in
 * SOL the transaction's fee (base and priority, `getFeeForMessage`) and the rent of the output
 * token account it opens for a recipient other than the user (at most the rent-exempt minimum of
 * its size; the user's own new accounts stay the user's and need no allowance). Nothing granted.
 */
import type { Step } from '../../api/types';
import { isNativeCoin } from '../../lib/nativeCoin';
import type { AllowedEffects } from '../effects/judgeEffects';
import { type OpenedAccount, WSOL_MINT } from './solanaEffects';

export interface SolanaCosts {
  /** Lamports the fee payer pays for this message. */
  fee: bigint;
  /** Accounts the simulation showed the transaction opening for others. */
  opened: readonly OpenedAccount[];
  /** The rent-exempt minimum by account size, for the sizes of `opened`. */
  rentExemptMinimum: ReadonlyMap<number, bigint>;
}

export function solanaAllowedEffects(step: Step, costs: SolanaCosts): AllowedEffects {
  const input = isNativeCoin(step.from) ? WSOL_MINT : step.from.address;
  const output = isNativeCoin(step.to) ? WSOL_MINT : step.to.address;
  const rent = costs.opened
    .filter((account) => account.mint === output)
    .reduce((sum, account) => {
      const minimum = costs.rentExemptMinimum.get(account.space) ?? 0n;
      return sum + (account.lamports < minimum ? account.lamports : minimum);
    }, 0n);
  return {
    spend: [
      { asset: input, max: step.inputAmount },
      { asset: WSOL_MINT, max: costs.fee + rent },
    ],
  };
}
