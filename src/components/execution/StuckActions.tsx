import { useState } from 'react';
import { errorText } from '../../api/errorText';
import { canCancel, isCancelling, stuckAt } from '../../execution/evm/stuckTransaction';
import type { Execution, StepRecord } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { useNowAtDeadlines } from '../feedback/useNow';
import { useExecutionController } from './executionContext';

/**
 * Under a step whose transaction is stuck (unmined past its expected time, at least 30 s;
 * `execution/evm/stuckTransaction.ts`): what is happening, and "Speed up" (the same transaction, higher fees)
 * and, while nothing of the swap has moved, "Cancel" (a zero-value transfer to the wallet
 * itself, so nothing is swapped). Each asks the wallet; while it is open both wait, and a refusal
 * or anything else that stopped it is said here, the first transaction still followed.
 */
export function StuckActions({ execution, record }: { execution: Execution; record: StepRecord }) {
  const { replaceStuck } = useExecutionController();
  const i18n = useI18n();
  const t = useT(executionMessages);
  const at = stuckAt(record);
  const now = useNowAtDeadlines(at === undefined ? [] : [at]);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (at === undefined || now < at || execution.status !== 'running') return null;

  const replace = (kind: 'speed-up' | 'cancel') => {
    setAsking(true);
    setProblem(undefined);
    replaceStuck(kind)
      .catch((error: unknown) => setProblem(errorText(i18n, error)))
      .finally(() => setAsking(false));
  };
  const cancelling = isCancelling(record);
  const button =
    'rounded-xl border border-border px-3 py-1.5 text-sm font-semibold disabled:opacity-50';
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-xs wrap-anywhere">
        {t(cancelling ? 'stuckCancelling' : 'stuck')}
        {asking && ` ${t('stuckConfirm')}`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={asking}
          onClick={() => replace('speed-up')}
        >
          {t('speedUp')}
        </button>
        {canCancel(execution, record) && (
          <button
            type="button"
            className={button}
            disabled={asking}
            onClick={() => replace('cancel')}
          >
            {t('cancel')}
          </button>
        )}
      </div>
      {problem && <p className="text-xs wrap-anywhere">{t('replaceFailed', { problem })}</p>}
    </div>
  );
}
