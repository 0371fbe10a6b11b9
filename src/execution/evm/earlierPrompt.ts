import type { StepRecord } from '../model';
import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { TransactionMaybeSentError, UnsupportedStepError } from '../steps/stepErrors';
import { stepSubmitted } from '../transitions';

/** How long a transaction sent at an earlier prompt is waited for while it is only pending. */
const EARLIER_PROMPT_WAIT_MS = 120_000;
const POLL_MS = 3_000;

/**
 * An EVM step whose wallet prompt was open when the page went (or another tab's was): the chain
 * may know a transaction of it, which following looks for without asking anything.
 */
export function mayHaveSentAtPrompt(record: StepRecord): boolean {
  return record.networkType === 'evm' && record.phase === 'wallet' && record.nonce !== undefined;
}

/**
 * Whether the wallet sent a transaction at an earlier prompt of this EVM step: a reload or a
 * closed tab while it was open, another tab that held the swap before, or a Try again after a
 * failure that the wallet may not have told the truth about. The step's record says only that a
 * prompt was opened, with the account's next nonce then (`nonce`); the chain says the rest, never
 * the record:
 * - the account's nonce has not moved past it: nothing was sent with it (undefined);
 * - a transaction of that nonce is mined and goes where this step's would (the token, for an
 *   approval; the step's contract otherwise): it is the step's, saved and answered, to be
 *   followed. One that went elsewhere is something else the person sent: undefined;
 * - sent but still pending: waited for (a pending transaction cannot be found by its nonce),
 *   at most `EARLIER_PROMPT_WAIT_MS`, then `TransactionMaybeSentError`: the swap stops, and says
 *   that something may have been sent, instead of asking the wallet a second time.
 */
export async function earlierPromptTransaction(
  run: StepRun,
  signer: EvmSigner,
  account: `0x${string}`,
  nonce: number,
): Promise<`0x${string}` | undefined> {
  const { step } = run.record();
  const chainId = Number(step.from.chainId);
  const args = { chainId, address: account };
  let mined = await signer.minedNonce(args);
  for (let waited = 0; mined <= nonce; waited += POLL_MS) {
    if ((await signer.nonce(args)) <= nonce) return undefined;
    if (waited >= EARLIER_PROMPT_WAIT_MS) throw new TransactionMaybeSentError();
    await run.sleep(POLL_MS, run.signal);
    mined = await signer.minedNonce(args);
  }
  const hash = await signer.findByNonce?.({ ...args, nonce });
  if (!hash) throw new UnsupportedStepError('unknown-transaction');
  if (!(await isThisSteps(run, signer, chainId, hash, account))) return undefined;
  run.applyFact((x, now) => stepSubmitted(x, run.stepId, { txHash: hash }, now));
  return hash;
}

/** The transaction goes where the step's prompt would have sent it; unknown when unreadable. */
async function isThisSteps(
  run: StepRun,
  signer: EvmSigner,
  chainId: number,
  hash: `0x${string}`,
  account: `0x${string}`,
): Promise<boolean> {
  const { step, target, batch } = run.record();
  const expected = step.stepType === 'approval' ? step.from.address : target;
  const sent = await signer.readTransaction?.({ chainId, hash });
  // A batch asked of an EIP-7702 account is a transaction the account sends to itself.
  if (batch && sent?.to?.toLowerCase() === account.toLowerCase()) return true;
  // Without a way to read it (or a target to compare), it is taken as the step's: following a
  // transaction the person sent is harmless, sending a second one is not.
  if (!sent?.to || !expected) return true;
  return sent.to.toLowerCase() === expected.toLowerCase();
}
