import type { Execution, StepRecord } from '../../execution/model';
import { isCancelling } from '../../execution/stuckTransaction';
import { formatDuration } from '../routes/routeText';

/** Phases after the wallet signed a step's order: it is then the order, no longer a request. */
const ORDER_SIGNED: ReadonlySet<StepRecord['phase']> = new Set(['submitted', 'tracking', 'done']);

/** "Approve USDC", "Swap", "Bridge", "Sign order" then "Order": what a step does, in words. */
export function stepLabel(record: StepRecord): string {
  const { step } = record;
  if (record.signing === 'typed') return ORDER_SIGNED.has(record.phase) ? 'Order' : 'Sign order';
  switch (step.stepType) {
    case 'approval':
      return `Approve ${step.from.symbol}`;
    case 'swap':
      return 'Swap';
    case 'bridge':
      return 'Bridge';
    case 'claim':
      return 'Claim';
    default:
      return 'Sign';
  }
}

/** Where the step is, in words: "Done", "Confirm in your wallet", "Pending, about 90 s". */
export function stepStateText(record: StepRecord): string {
  if (record.signing === 'typed') {
    // A signed order is no transaction: the service takes it, and its solver fills it.
    if (record.phase === 'submitted') return 'Signed, submitting';
    if (record.phase === 'tracking') return 'Filling…';
    if (record.phase === 'done') return 'Filled';
  }
  switch (record.phase) {
    case 'waiting':
      return 'Waiting';
    case 'preparing':
      return 'Preparing';
    case 'switching-chain':
      return 'Switch network in your wallet';
    case 'wallet':
      return 'Confirm in your wallet';
    case 'submitted':
      if (isCancelling(record)) return 'Cancelling, waiting for the network';
      return record.replacements?.length
        ? 'Sped up, waiting for the network'
        : 'Sent, waiting for the network';
    case 'tracking': {
      const seconds = record.step.estimatedTimeInSeconds;
      return seconds ? `Pending, about ${formatDuration(seconds)}` : 'Pending';
    }
    case 'done':
      return 'Done';
    case 'skipped':
      return record.step.stepType === 'approval' ? 'Done, already approved' : 'Done';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/**
 * What a re-quote changed, said on the step it replaced (a lite route's only one): "Quoted again
 * with at most 15 accounts: the first route's Solana transaction was too large to send (1,402
 * bytes, the limit is 1,232)." Undefined when the route is the one confirmed.
 */
export function requoteText(execution: Execution): string | undefined {
  const requotes = execution.requotes ?? [];
  const first = requotes[0];
  const last = requotes.at(-1);
  if (!first || !last) return undefined;
  const times = requotes.length === 1 ? 'Quoted again' : `Quoted again ${requotes.length} times`;
  return (
    `${times} with at most ${last.maxAccounts} accounts: the first route's Solana transaction ` +
    `was too large to send (${first.size.toLocaleString('en-US')} bytes, the limit is 1,232).`
  );
}
