import type { Step } from '../../api/types';
import { type ChainNetworkTypes, networkTypeOf } from '../../lib/networkType';

/**
 * The approval steps the person's "Unlimited token approvals" setting widens: EVM approvals,
 * whose calldata the widget encodes itself (`approval.ts`, `steps/evmStep.ts`: the maximum
 * instead of the exact amount). A Tron approval is the service's, held to the exact amount, so
 * the setting never applies to it. Empty when the setting is off. Review and the Resume screen
 * say each of these in words, since settings are storage any script on the page can write.
 */
export function approvalsWidenedBy(
  unlimited: boolean,
  steps: readonly Step[],
  chains?: ChainNetworkTypes | undefined,
): Step[] {
  if (!unlimited) return [];
  return steps.filter((s) => s.stepType === 'approval' && networkTypeOf(s.from, chains) === 'evm');
}
