import { type ReactNode, useId, useState } from 'react';
import { storedErrorText } from '../../api/errorText';
import type { Execution, StepRecord } from '../../execution/model';
import { currentStepIndex, isStepInFlight } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { useFormat, useI18n, useT } from '../../i18n/I18nProvider';
import type { I18n } from '../../i18n/i18n';
import { useChains } from '../../queries';
import { routeTokens } from '../effects/effectText';
import { ConnectWalletButton } from './ConnectWalletButton';
import { cancelledText } from './cancelledText';
import { useExecutionController, useShownExecution } from './executionContext';
import { inputAmountText } from './inputAmountText';
import { PartlyComplete, SwapWhatArrived } from './PartlyComplete';
import { ResumeSwap } from './ResumeSwap';
import { StepEffectList } from './StepEffectList';
import { StepIcon } from './StepIcon';
import { StuckActions } from './StuckActions';
import { stepExplorerLinks } from './stepExplorerLinks';
import { type StepIconKind, stepIconKind } from './stepIconKind';
import { approvalNote, requoteText, stepLabel, stepStateText } from './stepText';
import { useShownApproved, useShownRunsElsewhere } from './useShownTabState';

/**
 * The swap after "Confirm swap": a list named "Steps" whose items say each step's state in words,
 * with explorer links; then the end, in a status region: "Swap complete" with what arrived and
 * "New swap", "Swap partly complete" with the token that arrived instead and a swap of it to the
 * one wanted, or "Swap failed"/"Swap stopped" with what happened and the ways forward. While
 * another tab runs it, it is followed here read-only: nothing here would sign.
 */
export function ExecutionPanel() {
  const execution = useShownExecution();
  const elsewhere = useShownRunsElsewhere();
  const approved = useShownApproved();
  const { retry, dismiss } = useExecutionController();
  const i18n = useI18n();
  const t = useT(executionMessages);
  const [acceptUnchecked, setAcceptUnchecked] = useState(false);
  const uncheckedId = useId();
  if (!execution) return null;
  const current = currentStepIndex(execution);
  const stopped = current === undefined ? undefined : execution.steps[current];
  // The chain could not simulate the effect: Try again signs it only with the person's tick.
  const asksUnchecked =
    execution.status === 'stopped' && !elsewhere && stopped?.error?.code === 'EFFECT_NOT_CHECKED';
  // Read from storage or another tab, with a signature next: the person resumes it, not the record.
  const awaitsResume =
    execution.status === 'running' &&
    !elsewhere &&
    !approved &&
    stopped !== undefined &&
    !isStepInFlight(stopped);
  // Its next step needs a wallet that is not connected: the person connects it, the run goes on.
  const awaitedWallet =
    execution.status === 'running' && !elsewhere && !awaitsResume
      ? stopped?.awaitsWallet
      : undefined;
  return (
    <section aria-label={t('progress')} className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold wrap-anywhere">{headline(execution, i18n)}</h3>
      {elsewhere && (
        <p className="rounded-lg bg-surface-raised px-3 py-2 text-sm">{t('runsElsewhere')}</p>
      )}
      <ol aria-label={t('steps')} className="flex flex-col gap-2">
        {execution.steps.map((record, index) => (
          <StepItem
            key={record.stepId}
            record={record}
            note={
              [index === 0 ? requoteText(execution, i18n) : undefined, approvalNote(record, i18n)]
                .filter(Boolean)
                .join(' ') || undefined
            }
            awaitsResume={awaitsResume && index === current}
            icon={stepIconKind(record, execution.status, awaitsResume && index === current)}
          >
            {/* The prompt is open: what it would do, as simulated right before it. */}
            {record.phase === 'wallet' && !(awaitsResume && index === current) && (
              <StepEffectList record={record} tokens={routeTokens(execution.route)} />
            )}
            {!elsewhere && <StuckActions execution={execution} record={record} />}
          </StepItem>
        ))}
      </ol>
      {awaitsResume && <ResumeSwap execution={execution} />}
      <div role="status" className="text-sm">
        {execution.status === 'done' && <Complete execution={execution} />}
        {execution.status === 'partial' && <PartlyComplete execution={execution} />}
        {execution.status === 'cancelled' && <SwapCancelled execution={execution} />}
        {(execution.status === 'stopped' || execution.status === 'failed') && (
          <div className="flex flex-col gap-1">
            <p className="font-semibold">
              {t(execution.status === 'failed' ? 'swapFailed' : 'swapStopped')}
            </p>
            {stopped?.error && (
              <p className="wrap-anywhere">{storedErrorText(i18n, stopped.error)}</p>
            )}
            <p className="text-xs text-text-muted">{whatWasDone(execution, i18n)}</p>
          </div>
        )}
      </div>
      {asksUnchecked && (
        <div className="flex items-center gap-2 text-sm">
          <input
            id={uncheckedId}
            type="checkbox"
            checked={acceptUnchecked}
            onChange={(e) => setAcceptUnchecked(e.target.checked)}
          />
          <label htmlFor={uncheckedId}>{t('effectNotChecked')}</label>
        </div>
      )}
      <div className="flex gap-2">
        {awaitedWallet && <ConnectWalletButton networkType={awaitedWallet} />}
        {execution.status === 'partial' && (
          <SwapWhatArrived execution={execution} onDone={dismiss} />
        )}
        {execution.status === 'stopped' && !elsewhere && (
          <button
            type="button"
            onClick={() => retry({ acceptUncheckedEffect: asksUnchecked && acceptUnchecked })}
            className="flex-1 rounded-2xl bg-accent px-4 py-3 font-semibold text-accent-text"
          >
            {t('tryAgain')}
          </button>
        )}
        {execution.status !== 'running' && !elsewhere && (
          <button
            type="button"
            onClick={dismiss}
            className="flex-1 rounded-2xl border border-border px-4 py-3 font-semibold"
          >
            {t(
              execution.status === 'done' ||
                execution.status === 'partial' ||
                execution.status === 'cancelled'
                ? 'newSwap'
                : 'newQuote',
            )}
          </button>
        )}
      </div>
    </section>
  );
}

function headline(execution: Execution, { t, fmt }: I18n): string {
  const { route } = execution;
  const names = {
    amount: inputAmountText(route, fmt),
    from: route.from.symbol,
    to: route.to.symbol,
  };
  if (route.from.chainId === route.to.chainId) return t(executionMessages, 'headline', names);
  return t(executionMessages, 'headlineCrossChain', {
    ...names,
    fromChain: route.from.blockchain,
    toChain: route.to.blockchain,
  });
}

function StepItem({
  record,
  note,
  awaitsResume = false,
  icon,
  children,
}: {
  record: StepRecord;
  icon: StepIconKind;
  note?: string | undefined;
  /** The step Resume swap would go on with: no prompt is open, whatever its phase says. */
  awaitsResume?: boolean;
  children?: ReactNode;
}) {
  const i18n = useI18n();
  const t = useT(executionMessages);
  const chains = useChains().data;
  const links = stepExplorerLinks(record, (id) => chains?.find((c) => c.chainId === id));
  return (
    <li className="flex gap-2 rounded-lg border border-border px-3 py-2 text-sm">
      <StepIcon kind={icon} />
      <div className="min-w-0 flex-1">
        <span className="font-medium">{stepLabel(record, i18n)}</span> —{' '}
        {awaitsResume ? t('stateAwaitsResume') : stepStateText(record, i18n)}
        {note && <span className="mt-1 block text-xs text-text-muted wrap-anywhere">{note}</span>}
        {children}
        {(links.source || links.destination) && (
          <span className="mt-1 flex gap-3 text-xs">
            {links.source && (
              <a
                href={links.source}
                target="_blank"
                rel="noopener noreferrer"
                className="underline"
              >
                {t('sourceTransaction')}
              </a>
            )}
            {links.destination && (
              <a
                href={links.destination}
                target="_blank"
                rel="noopener noreferrer"
                className="underline"
              >
                {t('destinationTransaction')}
              </a>
            )}
          </span>
        )}
      </div>
    </li>
  );
}

/** "Swap cancelled": nothing swapped, the input still in the wallet, and what cancelling cost. */
function SwapCancelled({ execution }: { execution: Execution }) {
  const chains = useChains().data;
  const i18n = useI18n();
  const { title, text, fee } = cancelledText(
    execution,
    (id) => chains?.find((c) => c.chainId === id)?.symbol,
    i18n,
  );
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{title}</p>
      <p className="wrap-anywhere">{text}</p>
      {fee && <p className="text-xs text-text-muted">{fee}</p>}
    </div>
  );
}

function Complete({ execution }: { execution: Execution }) {
  const { received, route } = execution;
  const fmt = useFormat();
  const t = useT(executionMessages);
  const what = received && {
    amount: fmt.amount(received.amount, received.decimals),
    symbol: received.symbol,
  };
  return (
    <div>
      <p className="font-semibold">{t('swapComplete')}</p>
      {received && what && (
        <p>
          {route.from.chainId === route.to.chainId
            ? t('youReceived', what)
            : t('youReceivedOn', { ...what, chain: (received.token ?? route.to).blockchain })}
        </p>
      )}
    </div>
  );
}

/** "Done so far: Approve USDC." — what already happened, so a failure is not a mystery. */
function whatWasDone(execution: Execution, i18n: I18n): string {
  const { t } = i18n;
  const done = execution.steps.filter((s) => s.phase === 'done').map((s) => stepLabel(s, i18n));
  if (done.length > 0) return t(executionMessages, 'doneSoFar', { steps: i18n.fmt.list(done) });
  // "Nothing was sent" only with the chain's word for it: a prompt whose nonce is still kept
  // was not settled (`stepPromptSentNothing`), so something may have been sent.
  if (execution.steps.some((s) => s.txHash)) return t(executionMessages, 'sentNotCompleted');
  return t(
    executionMessages,
    execution.steps.some((s) => s.nonce !== undefined) ? 'maybeSent' : 'nothingSent',
  );
}
