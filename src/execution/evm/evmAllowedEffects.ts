import type { Step } from '../../api/types';
import { isNativeEvmAddress, NATIVE_EVM_ADDRESS } from '../../lib/nativeAddresses';
import type { AllowedEffects } from '../effects/judgeEffects';
import type { EvmCall } from '../signers';
import { decodeApprove } from './approval';

/** EVM addresses and asset ids compare without letter case. */
export const sameEvmAddress = (a: string, b: string): boolean =>
  a.toLowerCase() === b.toLowerCase();

/**
 * What one EVM transaction of a reviewed step may do to the user's account (`judgeEffects`):
 * - an approval grants exactly the widget's own planned amount (`planApproval`, encoded in the
 *   call it signs: the exact amount, or unlimited with the setting) to its spender, on its token;
 *   nothing leaves;
 * - a swap or bridge spends at most its `from` asset's `inputAmount` (`/createTx`'s, held to the
 *   reviewed route), and native coin at most the value the transaction states (checked against
 *   the step by `checkEvmPayload`). Fees are not counted: `eth_simulateV1` without validation
 *   charges no gas.
 * Nothing else may leave, and nothing else be granted.
 */
export function allowedEvmEffects(step: Step, call: EvmCall): AllowedEffects {
  const native = { asset: NATIVE_EVM_ADDRESS, max: call.value };
  if (step.stepType === 'approval') {
    const approval = decodeApprove(call.data);
    if (!approval) throw new Error('an approval step signs only the widget’s own approve()');
    return {
      spend: call.value > 0n ? [native] : [],
      grant: { asset: call.to, spender: approval.spender, amount: approval.amount },
    };
  }
  if (isNativeEvmAddress(step.from.address)) return { spend: [native] };
  const input = { asset: step.from.address, max: step.inputAmount };
  return { spend: call.value > 0n ? [input, native] : [input] };
}
