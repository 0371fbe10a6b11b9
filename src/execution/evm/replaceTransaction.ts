import type { ExecutionDeps } from '../deps';
import { putExecution } from '../executionStore';
import { currentStepIndex, type StepRecord } from '../model';
import type { EvmCall, SentEvmTransaction } from '../signers';
import { ReplacementError, WalletMissingError } from '../steps/stepErrors';
import { toWalletError } from '../walletErrors';
import { sentTransactionProblems } from './checkSentTransaction';
import { replacementFees } from './replacementFees';
import { stepReplaced } from './replacementTransitions';
import { canCancel, isCancelling, latestPending, stuckAt } from './stuckTransaction';
import { switchWalletChain } from './walletChain';

/** What a zero-value transfer between accounts without code costs, anywhere. */
const TRANSFER_GAS = 21_000n;

/**
 * The user's "Speed up" or "Cancel" of the stuck transaction of execution `id`'s current step,
 * while its run keeps following it (the run, `evmStep.ts`, follows the nonce, so whichever
 * transaction of it lands ends the wait). The pending transaction is read from the chain (the
 * wallet chose its fees and gas), checked to be the step's, and replaced with the same nonce and
 * fees that outbid it (`evm/replacementFees.ts`): for a speed-up the same to, data, value and gas;
 * for a cancellation a zero-value transfer to the sender itself (a cancellation once sent is
 * sped up as one). The wallet is asked; its hash is saved the moment it exists. A refusal, or a
 * transaction already mined, changes nothing: the step goes on following what it sent before.
 */
export async function replaceStuckTransaction(
  id: string,
  kind: 'speed-up' | 'cancel',
  deps: ExecutionDeps,
): Promise<void> {
  const execution = deps.store.getState().executions[id];
  const index = execution ? currentStepIndex(execution) : undefined;
  const step = index === undefined ? undefined : execution?.steps[index];
  const stuck = step && stuckAt(step);
  const now = deps.now ?? Date.now;
  if (execution?.status !== 'running' || !step || stuck === undefined || now() < stuck) {
    throw new ReplacementError('not-stuck');
  }
  if (kind === 'cancel' && !canCancel(execution, step)) throw new ReplacementError('no-cancel');
  const signer = deps.signers.evm;
  const account = signer?.account();
  if (!signer || !account) throw new WalletMissingError('evm');

  const chainId = Number(step.step.from.chainId);
  const replaces = latestPending(step) as `0x${string}`;
  const [pending, current] = await Promise.all([
    signer.readTransaction({ chainId, hash: replaces }),
    // Without the network's fees now, the +10% alone decides.
    signer.currentFees?.(chainId).catch(() => undefined),
  ]);
  if (!pending) throw new ReplacementError('unknown', replaces);
  if (pending.mined) throw new ReplacementError('landed', replaces);
  const to = checkedDestination(pending, step, account);

  const cancelling = kind === 'cancel' || isCancelling(step);
  const slot = { chainId, from: account, nonce: pending.nonce };
  const fees = replacementFees(pending.fees, current);
  const call: EvmCall = cancelling
    ? { ...slot, to: account, value: 0n, gas: TRANSFER_GAS, fees }
    : { ...slot, to, data: pending.data, value: pending.value, gas: pending.gas, fees };
  if ((await signer.walletChainId()) !== chainId) await switchWalletChain(signer, chainId);
  let hash: `0x${string}`;
  try {
    hash = await signer.sendTransaction(call);
  } catch (error) {
    throw toWalletError(error, 'transaction');
  }
  // A wallet may ignore the nonce it is given and send the call as a new transaction: then
  // nothing was replaced, and a sped-up swap may go through twice. Said, never recorded as one.
  const sent = await signer.readTransaction({ chainId, hash }).catch(() => undefined);
  if (sent && sent.nonce !== slot.nonce) {
    throw new ReplacementError(
      cancelling ? 'new-nonce-cancel' : 'new-nonce-speed-up',
      `the wallet sent ${hash} with nonce ${sent.nonce}, not ${slot.nonce}`,
    );
  }
  const latest = deps.store.getState().executions[id] ?? execution;
  const replacement = { kind: cancelling ? 'cancel' : 'speed-up', hash, replaces } as const;
  putExecution(deps.store, stepReplaced(latest, step.stepId, replacement, now()));
}

/**
 * The pending transaction is the step's own, as sent after its checks: from this wallet, with
 * the nonce read before its prompt, to the contract the step was checked against (an approval:
 * its token; a cancellation: the wallet itself). Only then is it copied; its destination.
 */
function checkedDestination(
  pending: SentEvmTransaction,
  step: StepRecord,
  account: string,
): `0x${string}` {
  const allowedTo = isCancelling(step)
    ? [account]
    : step.step.stepType === 'approval'
      ? [step.step.from.address]
      : [step.target].filter((to) => to !== undefined);
  const problems = sentTransactionProblems(pending, {
    from: account,
    nonce: step.nonce,
    to: allowedTo,
  });
  if (problems.length > 0 || !pending.to) {
    throw new ReplacementError('mismatch', problems.join('; '));
  }
  return pending.to;
}
