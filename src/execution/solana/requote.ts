import { checkCreateTxSteps } from '../../api/checks/checkCreateTxSteps';
import { routeProblems } from '../../api/checks/routeMatchesRequest';
import { executionErrorMessages } from '../../i18n/en/executionErrors';
import { messageRef } from '../../lib/messageRef';
import { WidgetError, type WidgetErrorOptions } from '../../lib/widgetError';
import { freshQuoteFor, RouteGoneError } from '../../quoting/freshQuote';
import { TransactionTooLargeError } from '../errors';
import { agreedMinOutput, type Execution } from '../model';
import type { StepRun } from '../stepRun';
import { routeRequoted } from '../transitions';

/**
 * A lite route whose Solana transaction, assembled with its lookup tables, is over 1232 bytes is
 * quoted again before anything is signed: same request, same provider, a lower `maxAccounts`
 * (aggregators route through more pools the more accounts they may use, and every account not in
 * a lookup table costs 32 bytes). The new route goes on only if it still pays, and promises, at
 * least the minimum the user agreed to (the rule of `quoting/freshQuote.ts`); its steps come
 * from `/createTx`, checked like at the start. The wallet is asked once, for the transaction that
 * fits. Otherwise the execution ends saying why, and a new quote is the way on.
 */

/** docs/routing-api.md §4.1, lite mode rule 3: `maxAccounts` is 20 unless the request says. */
const LITE_DEFAULT_MAX_ACCOUNTS = 20;
/** The lowest limit asked for: below it no swap is left (fee payer, programs, token accounts). */
const MIN_MAX_ACCOUNTS = 8;
/** Re-quotes of one execution, at most: 20 -> 15 -> 11 accounts by default. */
const MAX_REQUOTES = 2;

/**
 * The limit to quote with after `previous` gave a route too large to send: three quarters of it
 * (each try drops a quarter of the accounts, about the pools of one leg in the aggregators' long
 * routes), never below `MIN_MAX_ACCOUNTS`; undefined when nothing lower is left.
 */
export function lowerMaxAccounts(previous: number): number | undefined {
  const next = Math.max(MIN_MAX_ACCOUNTS, Math.floor((previous * 3) / 4));
  return next < previous ? next : undefined;
}

/** The limit the execution's route was quoted with. */
function currentMaxAccounts(execution: Execution): number {
  return (
    execution.requotes?.at(-1)?.maxAccounts ??
    execution.request?.maxAccounts ??
    LITE_DEFAULT_MAX_ACCOUNTS
  );
}

export type RequotePlan =
  /** Quote again with this limit. */
  | { kind: 'requote'; maxAccounts: number }
  /** Tried enough, or no lower limit is left: the execution ends. */
  | { kind: 'exhausted'; maxAccounts: number }
  /** Not a case for re-quoting (not lite, no request kept, not the first step, something signed). */
  | { kind: 'none' };

/**
 * Whether the step `stepId`, whose transaction was too large, may be re-quoted: a lite route with
 * its quote request kept, its first step (a lite route's only one) on Solana, nothing signed.
 */
export function requotePlan(execution: Execution, stepId: string): RequotePlan {
  const { request, steps } = execution;
  const first = steps[0];
  if (!request?.lite || first?.stepId !== stepId || first.networkType !== 'sol') {
    return { kind: 'none' };
  }
  const signed = first.txHash || first.solanaSigned || first.phase !== 'preparing';
  if (signed || steps.slice(1).some((s) => s.phase !== 'waiting')) return { kind: 'none' };
  const current = currentMaxAccounts(execution);
  const next = lowerMaxAccounts(current);
  if (next === undefined || (execution.requotes?.length ?? 0) >= MAX_REQUOTES) {
    return { kind: 'exhausted', maxAccounts: current };
  }
  return { kind: 'requote', maxAccounts: next };
}

const REASONS = {
  'below-minimum': 'tooLargeBelowMinimum',
  'no-smaller-route': 'tooLargeNoSmallerRoute',
  exhausted: 'tooLargeExhausted',
} as const satisfies Record<string, keyof typeof executionErrorMessages.en>;

/**
 * A lite route too large to send could not be replaced by a smaller one. Its code ends the
 * execution (`StepRun.fail`), as an expired quote does: only a new quote can go on.
 */
class RouteTooLargeError extends WidgetError {
  override name = 'RouteTooLargeError';
  readonly reason: keyof typeof REASONS;
  constructor(reason: keyof typeof REASONS, options: WidgetErrorOptions = {}) {
    super('QUOTE_EXPIRED', messageRef(executionErrorMessages, REASONS[reason]), options);
    this.reason = reason;
  }
}

/**
 * After the step failed with `error`: when it is a lite route too large to send, its route is
 * replaced by a smaller re-quote. Answers the error the step fails with, or undefined when the
 * route was replaced and the run goes on with it.
 */
export async function replaceIfTooLarge(run: StepRun, error: unknown): Promise<unknown> {
  if (!(error instanceof TransactionTooLargeError)) return error;
  const execution = run.execution();
  const plan = requotePlan(execution, run.stepId);
  if (plan.kind === 'none') return error;
  if (plan.kind === 'exhausted') {
    return new RouteTooLargeError('exhausted', {
      details: `${error.size} bytes with maxAccounts ${plan.maxAccounts}`,
      cause: error,
    });
  }
  try {
    await requote(run, execution, plan.maxAccounts, error);
    return undefined;
  } catch (requoteError) {
    return requoteError;
  }
}

async function requote(
  run: StepRun,
  execution: Execution,
  maxAccounts: number,
  tooLarge: TransactionTooLargeError,
): Promise<void> {
  const { request, route } = execution;
  // The kept request must be the one this route answered (a stored record is not trusted): the
  // client then checks the new routes against it, so they are the same swap for the same people.
  if (!request || routeProblems(route, request).length > 0) throw tooLarge;
  const { client } = run.deps;
  const minimum = agreedMinOutput(execution);
  const fresh = await freshQuoteFor(
    client,
    { ...request, maxAccounts },
    { provider: route.provider, minOutputAmount: minimum },
    run.signal,
  ).catch((e: unknown) => {
    throw e instanceof RouteGoneError
      ? new RouteTooLargeError('no-smaller-route', {
          details: `no route from ${route.provider} with maxAccounts ${maxAccounts}`,
          cause: e,
        })
      : e;
  });
  if (fresh.kind === 'worse') {
    throw new RouteTooLargeError('below-minimum', {
      details: `maxAccounts ${maxAccounts}: output ${fresh.route.outputAmount}, minimum ${fresh.route.minOutputAmount}, confirmed minimum ${minimum}`,
    });
  }
  const created = checkCreateTxSteps(
    fresh.route,
    await client.createTx({ routeId: fresh.route.routeId }, { signal: run.signal }),
  );
  run.apply((x, now) =>
    routeRequoted(
      x,
      fresh.route,
      created.steps,
      { size: tooLarge.size, maxAccounts },
      now,
      run.deps.chains,
    ),
  );
}
