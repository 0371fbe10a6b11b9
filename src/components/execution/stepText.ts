import { isCancelling } from '../../execution/evm/stuckTransaction';
import type { Execution, StepRecord } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { executionErrorMessages } from '../../i18n/en/executionErrors';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { formatDuration } from '../routes/routeText';

/** Phases after the wallet signed a step's order: it is then the order, no longer a request. */
const ORDER_SIGNED: ReadonlySet<StepRecord['phase']> = new Set(['submitted', 'tracking', 'done']);

/** The most bytes a Solana transaction may have (packet size less headers). */
const SOLANA_TX_LIMIT = 1232;

/** "Approve USDC", "Swap", "Bridge", "Sign order" then "Order": what a step does, in words. */
export function stepLabel(record: StepRecord, i18n: I18n = ENGLISH): string {
  const t = i18n.t;
  const { step } = record;
  if (record.signing === 'typed') {
    return t(executionMessages, ORDER_SIGNED.has(record.phase) ? 'labelOrder' : 'labelSignOrder');
  }
  switch (step.stepType) {
    case 'approval':
      return t(executionMessages, 'labelApprove', { symbol: step.from.symbol });
    case 'swap':
      return t(executionMessages, 'labelSwap');
    case 'bridge':
      return t(executionMessages, 'labelBridge');
    case 'claim':
      return t(executionMessages, 'labelClaim');
    default:
      return t(executionMessages, 'labelSign');
  }
}

/** The states said without parameters. */
type StateKey = Exclude<keyof typeof executionMessages.en & `state${string}`, 'statePendingAbout'>;

/**
 * Where the step is, in words: "Done", "Confirm in your wallet", "Pending, about 90 s", or, while
 * it waits for a wallet that is not connected, "Connect your EVM wallet to continue."
 */
export function stepStateText(record: StepRecord, i18n: I18n = ENGLISH): string {
  const say = (key: StateKey) => i18n.t(executionMessages, key);
  if (record.awaitsWallet) {
    const network = NETWORK_FACTS[record.awaitsWallet].name;
    return i18n.t(executionErrorMessages, 'walletMissing', { network });
  }
  if (record.signing === 'typed') {
    // A signed order is no transaction: the service takes it, and its solver fills it.
    if (record.phase === 'submitted') return say('stateSignedSubmitting');
    if (record.phase === 'tracking') return say('stateFilling');
    if (record.phase === 'done') return say('stateFilled');
  }
  switch (record.phase) {
    case 'waiting':
      return say('stateWaiting');
    case 'preparing':
      return say('statePreparing');
    case 'switching-chain':
      return say('stateSwitchNetwork');
    case 'wallet':
      // An approval and its swap in one batch: one prompt signs both.
      return say(record.batch ? 'stateConfirmBatchInWallet' : 'stateConfirmInWallet');
    case 'submitted':
      if (isCancelling(record)) return say('stateCancelling');
      return say(record.replacements?.length ? 'stateSpedUp' : 'stateSent');
    case 'tracking': {
      const seconds = record.step.estimatedTimeInSeconds;
      return seconds
        ? i18n.t(executionMessages, 'statePendingAbout', {
            duration: formatDuration(seconds, i18n),
          })
        : say('statePending');
    }
    case 'done':
      return say('stateDone');
    case 'skipped':
      return say(record.step.stepType === 'approval' ? 'stateAlreadyApproved' : 'stateDone');
    case 'failed':
      return say('stateFailed');
    case 'cancelled':
      return say('stateCancelled');
  }
}

/**
 * An approval the wallet was asked to make unlimited (the person's setting), with the contract it
 * allows, in full: "Unlimited approval of USDC to 0x5FbD…0aa3 (your setting)." Said from the
 * prompt on; Review could only say the token (the contract comes with the step's `/nextTx`).
 */
export function approvalNote(record: StepRecord, i18n: I18n = ENGLISH): string | undefined {
  if (!record.unlimitedApproval || !record.target) return undefined;
  return i18n.t(executionMessages, 'unlimitedApprovalTo', {
    symbol: record.step.from.symbol,
    spender: record.target,
  });
}

/**
 * What a re-quote changed, said on the step it replaced (a lite route's only one): "Quoted again
 * with at most 15 accounts: the first route's Solana transaction was too large to send (1,402
 * bytes, the limit is 1,232)." Undefined when the route is the one confirmed.
 */
export function requoteText(execution: Execution, i18n: I18n = ENGLISH): string | undefined {
  const requotes = execution.requotes ?? [];
  const first = requotes[0];
  const last = requotes.at(-1);
  if (!first || !last) return undefined;
  return i18n.t(executionMessages, 'requoted', {
    count: requotes.length,
    accounts: i18n.fmt.number(last.maxAccounts),
    size: i18n.fmt.number(first.size),
    limit: i18n.fmt.number(SOLANA_TX_LIMIT),
  });
}
