import { swapCheckErrorMessages } from '../../i18n/en/swapCheckErrors';
import { messageRef } from '../../lib/messageRef';
import { RouteProblemsError } from './mismatchErrors';

/** `/createTx` steps that do not carry out the route the user reviewed. */
export class StepsMismatchError extends RouteProblemsError {
  override name = 'StepsMismatchError';
  static override readonly words = messageRef(swapCheckErrorMessages, 'stepsMismatch');
}

/**
 * `/quick-swap` transactions that do not carry out the route they came with: another route or
 * step, a missing or extra transaction, or a route that is not an approval plus one swap.
 */
export class TxnsMismatchError extends RouteProblemsError {
  override name = 'TxnsMismatchError';
  static override readonly words = messageRef(swapCheckErrorMessages, 'txnsMismatch');
}

/**
 * A `/quick-swap` route that is not the swap the user reviewed: another provider, pair, input
 * amount or recipient. Its transactions are never signed.
 */
export class QuickSwapMismatchError extends RouteProblemsError {
  override name = 'QuickSwapMismatchError';
  static override readonly words = messageRef(swapCheckErrorMessages, 'quickSwapMismatch');
}
