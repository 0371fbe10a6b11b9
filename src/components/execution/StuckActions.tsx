import { useState } from 'react';
import { asWidgetError } from '../../api/errors';
import type { Execution, StepRecord } from '../../execution/model';
import { canCancel, isCancelling, stuckAt } from '../../execution/stuckTransaction';
import { useNowAtDeadlines } from '../feedback/useNow';
import { useExecutionController } from './ExecutionProvider';

/**
 * Under a step whose transaction is stuck (unmined past its expected time, at least 30 s;
 * `stuckTransaction.ts`): what is happening, and "Speed up" (the same transaction, higher fees)
 * and, while nothing of the swap has moved, "Cancel" (a zero-value transfer to the wallet
 * itself, so nothing is swapped). Each asks the wallet; while it is open both wait, and a refusal
 * or anything else that stopped it is said here, the first transaction still followed.
 */
export function StuckActions({ execution, record }: { execution: Execution; record: StepRecord }) {
  const { replaceStuck } = useExecutionController();
  const at = stuckAt(record);
  const now = useNowAtDeadlines(at === undefined ? [] : [at]);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (at === undefined || now < at || execution.status !== 'running') return null;

  const replace = (kind: 'speed-up' | 'cancel') => {
    setAsking(true);
    setProblem(undefined);
    replaceStuck(kind)
      .catch((error: unknown) => setProblem(asWidgetError(error).shortMessage))
      .finally(() => setAsking(false));
  };
  const cancelling = isCancelling(record);
  const button =
    'rounded-xl border border-border px-3 py-1.5 text-sm font-semibold disabled:opacity-50';
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-xs wrap-anywhere">
        {cancelling
          ? 'The cancellation is taking longer than usual. You can speed it up with a higher network fee.'
          : 'This is taking longer than usual. You can speed it up with a higher network fee, or cancel it.'}
        {asking && ' Confirm in your wallet.'}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={asking}
          onClick={() => replace('speed-up')}
        >
          Speed up
        </button>
        {canCancel(execution, record) && (
          <button
            type="button"
            className={button}
            disabled={asking}
            onClick={() => replace('cancel')}
          >
            Cancel
          </button>
        )}
      </div>
      {problem && (
        <p className="text-xs wrap-anywhere">
          {problem} The swap goes on with the transaction sent before.
        </p>
      )}
    </div>
  );
}
