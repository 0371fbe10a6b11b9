import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { TransactionRevertedError } from '../steps/stepErrors';
import { stepPromptSentNothing, stepSubmitted } from '../transitions';
import { stepCancelled } from './replacementTransitions';

// What follows an EVM step's prompt: the wallet's "no" checked on chain, or the transaction sent.

/**
 * The wallet answered with an error: "Nothing was sent" is said only once the chain agrees (the
 * account's next nonce has not moved), so the step's prompt nonce is then forgotten; otherwise it
 * is kept, and the step says something may have been sent and looks for it before any retry.
 */
export async function settleRefusedPrompt(
  run: StepRun,
  signer: EvmSigner,
  account: { chainId: number; address: `0x${string}` },
  nonce: number,
): Promise<void> {
  const now = await signer.nonce(account).catch(() => undefined);
  if (now === nonce) run.applyFact((x, at) => stepPromptSentNothing(x, run.stepId, at));
}

/**
 * The receipt of whichever transaction of the step's nonce lands: its own, a speed-up, or a
 * cancellation (the user's Speed up or Cancel, `replaceTransaction.ts`, or the wallet's own),
 * then `/status` until the step is final. A cancellation that landed ends the execution there:
 * nothing of the step happened.
 */
export async function followTransaction(
  run: StepRun,
  signer: EvmSigner,
  hash: `0x${string}`,
  account: `0x${string}`,
): Promise<void> {
  if (run.record().phase === 'submitted') {
    const { step, nonce, replacements } = run.record();
    const chainId = Number(step.from.chainId);
    const receipt = await signer.waitForReceipt({
      chainId,
      hash,
      from: account,
      nonce,
      signal: run.signal,
    });
    const cancel = replacements?.some((r) => r.kind === 'cancel' && r.hash === receipt.hash);
    if (cancel || receipt.replaced === 'cancelled') {
      run.apply((x, now) =>
        stepCancelled(x, run.stepId, { txHash: receipt.hash, fee: receipt.fee }, now),
      );
      return;
    }
    if (receipt.hash !== hash) {
      run.apply((x, now) => stepSubmitted(x, run.stepId, { txHash: receipt.hash }, now));
    }
    if (receipt.status === 'reverted') {
      throw new TransactionRevertedError(receipt.reason);
    }
  }
  await run.track(run.record().txHash ?? hash);
}
