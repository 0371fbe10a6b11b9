import { asWidgetError } from '../../api/asWidgetError';
import { ApiError, HttpError, isRetryableError } from '../../api/errors';
import type { StatusResult, TypedDataPayload } from '../../api/types';
import type { WidgetError } from '../../lib/widgetError';
import { agreedMinOutput } from '../model';
import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { approvedTarget } from '../steps/spenderRule';
import { OrderRefusedError } from '../steps/stepErrors';
import { stepAtWallet, stepOnChain, stepOrderSigned, stepStatus } from '../transitions';
import { checkTypedOrder } from './checkTypedOrder';
import { ensureWalletChain } from './walletChain';

/**
 * A gasless step whose `/nextTx` is an EIP-712 order (`txnType: 'sign-typed'`, docs/routing-api.md
 * §4.7), in order: the checks against the route (`checkTypedOrder`); the wallet on the step's
 * chain; the wallet signs (no transaction, no gas); the signature is saved the moment it exists;
 * `POST /submit`; `/status` without a hash until final. The contract that settles the order is
 * remembered like a transaction's target: it must be the one the approval before it allowed.
 */
export async function signOrder(
  run: StepRun,
  signer: EvmSigner,
  account: `0x${string}`,
  typedData: TypedDataPayload,
): Promise<void> {
  const execution = run.execution();
  const record = run.record();
  // The route's output is the order's on its last step (a relayer's claim may follow): there its
  // floor must reach the route's minimum and the one the user agreed to (reviewed, or accepted
  // when the rate changed), which a fresh route's own may be below. An order feeding a later step
  // pays the wallet, at least what the step says, with no slippage assumed.
  const last = run.later().every((r) => r.step.stepType === 'claim');
  const checked = checkTypedOrder({
    step: record.step,
    typedData,
    account,
    recipient: last ? execution.recipient : account,
    minOutput: last ? execution.route.minOutputAmount : record.step.outputAmount,
    agreedMinOutput: last ? agreedMinOutput(execution) : undefined,
    knownContract: approvedTarget(run),
    now: run.now(),
  });

  await ensureWalletChain(run, signer, checked.chainId);
  const signature = await run.prompt(
    'signature',
    (x, now) =>
      stepAtWallet(x, run.stepId, { target: checked.verifyingContract, signing: 'typed' }, now),
    () => signer.signTypedData({ account, typedData: checked.typedData }),
  );
  run.apply((x, now) => stepOrderSigned(x, run.stepId, signature, now));
  await followOrder(run, signature);
}

/**
 * A signed order from here on, also after a reload: while the service has not said it took it,
 * the saved signature is posted (again: the service takes an order once), never asked for again;
 * then `/status` without a hash. A refusal (a 4xx) fails the step: that order is dead, Try again
 * gets a new one. Anything else (offline, 5xx) keeps it to post again.
 */
export async function followOrder(run: StepRun, signature: string): Promise<void> {
  if (run.record().phase === 'submitted') {
    const { routeId } = run.execution().route;
    let taken: StatusResult;
    try {
      taken = await run.deps.client.submitSignature(
        { routeId, stepId: run.stepId, signedTxn: signature },
        { signal: run.signal },
      );
    } catch (error) {
      throw isRefusal(error) ? new OrderRefusedError(asWidgetError(error)) : error;
    }
    if (taken.routeId !== routeId || taken.stepId !== run.stepId) {
      throw new Error(`/submit answered for ${taken.routeId}/${taken.stepId}`);
    }
    run.apply((x, now) => stepStatus(stepOnChain(x, run.stepId, now), run.stepId, taken, now));
    if (run.record().phase !== 'tracking') return; // final at once: done, or failed
  }
  await run.track(undefined);
}

/** The service refused the request itself (4xx, not 429): the same request would be refused. */
function isRefusal(error: unknown): error is WidgetError {
  const status = error instanceof ApiError || error instanceof HttpError ? error.status : undefined;
  return (
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 429 &&
    !isRetryableError(error)
  );
}
