import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import {
  BatchNotSentError,
  TransactionRevertedError,
  UnexpectedTransactionError,
  UnsupportedStepError,
} from '../steps/stepErrors';
import { stepSubmitted } from '../transitions';
import { batchLeft } from './batchTransitions';
import { readBack } from './confirmSentTransaction';
import type { CallsStatus } from './evmBatching';
import { followTransaction } from './followTransaction';

/** Waits before each new `wallet_getCallsStatus` (ms); the last one repeats. */
const ASK_AGAIN_AFTER = [1_000, 2_000, 3_000, 5_000];

/**
 * A step sent in a batch (`StepRecord.batch.id`): the batch is followed with its wallet's
 * `wallet_getCallsStatus` until the wallet says it was included, with no time limit (as any sent
 * transaction), and its id is never taken for a transaction hash. Included, every step of the
 * batch gets its transaction at once, once the chain's own RPC knows it; each is then followed as
 * any sent transaction (receipt, `/status`), so the next step needs no wallet to be followed. The
 * wallet's "not included" (400) fails the approval, nothing sent; a revert fails it as a revert;
 * either way the step after it is back to waiting, to be asked for again. What the wallet cannot
 * answer (it is gone, or answers nonsense) stops the step in its phase: Try again follows the
 * batch again, and never asks for it again.
 */
export async function followBatch(run: StepRun, wallet: EvmSigner | undefined): Promise<void> {
  const connected = run.wallet(wallet);
  if (!connected) return;
  const { signer, account } = connected;
  const { batch, step } = run.record();
  const id = batch?.id;
  if (!id) throw new Error(`step ${run.stepId} has no batch`);
  // Another wallet than the one that sent it (or none that batches) cannot tell its fate.
  if (!signer.batching) throw new UnsupportedStepError('unknown-transaction');
  const chainId = Number(step.from.chainId);
  const status = await included(run, signer, chainId, id);
  if (status.status === 'failed') {
    const first = run.execution().steps.find((s) => s.batch?.id === id && s.batch.index === 0);
    run.applyFact((x, now) => batchLeft(x, first?.stepId ?? run.stepId, now));
    if (status.code < 500)
      throw new BatchNotSentError(`wallet_getCallsStatus ${id}: ${status.code}`);
    throw new TransactionRevertedError();
  }
  const { hashes } = status;
  const own = hashes[Math.min(batch?.index ?? 0, hashes.length - 1)]!;
  // The wallet's receipts are a claim: its transaction must be on the chain.
  if (!(await readBack(run, signer, chainId, own))) {
    throw new UnexpectedTransactionError('unknown', `${own} is not known on chain ${chainId}`);
  }
  for (const s of run.execution().steps) {
    if (s.batch?.id !== id || s.phase !== 'submitted' || s.txHash) continue;
    const txHash = hashes[Math.min(s.batch.index, hashes.length - 1)]!;
    // No nonce of the account's: a smart account's transaction may be another sender's.
    run.applyFact((x, now) => stepSubmitted(x, s.stepId, { txHash, nonce: undefined }, now));
  }
  await followTransaction(run, signer, own, account);
}

/** The batch's status once the wallet says it is included or failed. */
async function included(
  run: StepRun,
  signer: EvmSigner,
  chainId: number,
  id: string,
): Promise<Exclude<CallsStatus, { status: 'pending' }>> {
  for (let asked = 0; ; asked++) {
    const status = await signer.batching!.status({ chainId, id });
    if (status.status !== 'pending') return status;
    await run.sleep(ASK_AGAIN_AFTER[Math.min(asked, ASK_AGAIN_AFTER.length - 1)]!, run.signal);
  }
}
