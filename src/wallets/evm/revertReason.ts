import { BaseError, ContractFunctionRevertedError, ExecutionRevertedError } from 'viem';

/**
 * The revert reason viem decoded, in words: `Execution reverted with reason: DEADLINE.` and
 * `execution reverted: DEADLINE` both give `DEADLINE`; a revert without a reason gives undefined.
 */
export function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk(
    (e) => e instanceof ContractFunctionRevertedError || e instanceof ExecutionRevertedError,
  ) as BaseError | null;
  const decoded = reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined;
  const text = decoded ?? reverted?.details ?? error.shortMessage;
  return (
    text
      ?.replace(/^execution reverted(?: with reason)?:?\s*/i, '')
      .replace(/\.$/, '')
      .trim() || undefined
  );
}
