import type { Execution } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { inputAmountText } from './inputAmountText';

/**
 * What a cancelled swap says (the user's cancellation of a stuck transaction landed): that
 * nothing was swapped and the input is still in the wallet, and what cancelling cost when it is
 * known ("Cancelling cost 0.000021 ETH in network fees."), in the chain's native coin.
 */
export function cancelledText(
  execution: Execution,
  nativeSymbol: (chainId: string) => string | undefined,
  i18n: I18n = ENGLISH,
): { title: string; text: string; fee?: string | undefined } {
  const { t, fmt } = i18n;
  const { route } = execution;
  const step = execution.steps.find((s) => s.phase === 'cancelled');
  const symbol = step ? nativeSymbol(step.step.from.chainId) : undefined;
  const approved = execution.steps.some(
    (s) => s.step.stepType === 'approval' && s.phase === 'done',
  );
  const fee =
    execution.cancelFee !== undefined && symbol
      ? t(executionMessages, 'cancelFee', { amount: fmt.amount(execution.cancelFee, 18), symbol })
      : undefined;
  const input = {
    amount: inputAmountText(route, fmt),
    symbol: route.from.symbol,
  };
  return {
    title: t(executionMessages, 'swapCancelled'),
    text: t(
      executionMessages,
      approved ? 'cancelledApprovalRemains' : 'cancelledNothingSwapped',
      input,
    ),
    fee,
  };
}
