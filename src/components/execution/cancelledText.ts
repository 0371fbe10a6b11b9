import type { Execution } from '../../execution/model';
import { formatAmount } from '../../lib/amounts';

/**
 * What a cancelled swap says (the user's cancellation of a stuck transaction landed): that
 * nothing was swapped and the input is still in the wallet, and what cancelling cost when it is
 * known ("Cancelling cost 0.000021 ETH in network fees."), in the chain's native coin.
 */
export function cancelledText(
  execution: Execution,
  nativeSymbol: (chainId: string) => string | undefined,
): { title: string; text: string; fee?: string | undefined } {
  const { route } = execution;
  const step = execution.steps.find((s) => s.phase === 'cancelled');
  const symbol = step ? nativeSymbol(step.step.from.chainId) : undefined;
  const approved = execution.steps.some(
    (s) => s.step.stepType === 'approval' && s.phase === 'done',
  );
  const fee =
    execution.cancelFee !== undefined && symbol
      ? `Cancelling cost ${formatAmount(execution.cancelFee, 18)} ${symbol} in network fees.`
      : undefined;
  return {
    title: 'Swap cancelled',
    text:
      `Nothing was swapped: your ${route.inputAmountDisplay} ${route.from.symbol} stayed in your wallet.` +
      (approved ? ` The approval you gave for it remains.` : ''),
    fee,
  };
}
