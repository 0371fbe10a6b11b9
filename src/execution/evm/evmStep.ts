import type { StepPhase } from '../model';
import type { EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { keepStepEffect } from '../steps/keepStepEffect';
import { stepAtWallet, stepSubmitted } from '../transitions';
import { sendBatchedApproval } from './batchedApproval';
import { batchLeft } from './batchTransitions';
import { confirmSentTransaction } from './confirmSentTransaction';
import { earlierPromptTransaction } from './earlierPrompt';
import { callFor, checkedPayload } from './evmCall';
import { checkEvmEffects } from './evmEffectCheck';
import { followOrder, signOrder } from './evmOrderStep';
import { followBatch } from './followBatch';
import { followTransaction, settleRefusedPrompt } from './followTransaction';
import { ensureWalletChain } from './walletChain';

/**
 * One EVM step, in the order a reader expects: resume what a reload interrupted (through the
 * wallet: what an earlier prompt sent is looked for before anything new is asked); `/nextTx`
 * (nothing to sign: skipped, no wallet needed); the wallet; checks; (approvals) the allowance,
 * maybe no signature at all; the simulated effect held to the step; the wallet's chain; the
 * nonce, then the prompt; the hash is saved the moment it exists; the receipt; `/status`. A
 * gasless order (`sign-typed`) goes its own way after `/nextTx` (`evmOrderStep.ts`), and so does
 * an approval a wallet batches with the step it unlocks (`batchedApproval.ts`, `followBatch.ts`).
 */
export async function runEvmStep(run: StepRun, wallet: EvmSigner | undefined): Promise<void> {
  const saved = run.record();
  if (saved.orderSignature && (saved.phase === 'submitted' || saved.phase === 'tracking')) {
    return followOrder(run, saved.orderSignature); // signed: no wallet needed any more
  }
  if (saved.batch?.id && saved.phase === 'submitted' && !saved.txHash) {
    return followBatch(run, wallet); // sent in a batch: followed, never asked again
  }
  if (await followEarlierPrompt(run, wallet)) return;
  if (run.followOnly) return; // what a prompt would need waits for a full run
  // A batch's prompt that sent nothing (a reload while it was open): the batch starts over.
  if (run.record().batch && !run.record().batch?.id) {
    run.apply((x, now) => batchLeft(x, run.stepId, now));
  }

  const next = await run.nextToSign(wallet);
  if (!next) return; // skipped, or waiting for the wallet
  const { txnData, signer, account } = next;
  if (txnData.evmSignature?.kind === 'typed') {
    return signOrder(run, signer, account, txnData.evmSignature.typedData);
  }
  const checked = await checkedPayload(run, txnData, account);
  const call = await callFor(run, signer, checked, account);
  if (!call) return; // the allowance already covers the step: skipped
  // A wallet that batches (EIP-5792): the approval and the step it unlocks in one prompt.
  if (
    checked.kind === 'approval' &&
    (await sendBatchedApproval(run, signer, account, call, checked.spender))
  ) {
    return;
  }

  // What the transaction would do, before any prompt (a chain switch is one too).
  const simulation = await checkEvmEffects(run, signer, call);
  if (simulation?.status === 'simulated') keepStepEffect(run, simulation.effects);
  await ensureWalletChain(run, signer, call.chainId);
  const earlierNonce = run.record().nonce;
  const nonce = await signer.nonce({ chainId: call.chainId, address: account });
  const target = checked.kind === 'approval' ? checked.spender : checked.to;
  // An unlimited approval (the person's setting) is said on the step, with its spender.
  const unlimitedApproval =
    checked.kind === 'approval' && run.deps.options.unlimitedApprovals ? true : undefined;
  const hash = await run.prompt(
    'transaction',
    (x, now) => stepAtWallet(x, run.stepId, { nonce, target, unlimitedApproval }, now),
    // Asked again for a step whose earlier prompt sent nothing yet: the same nonce, so that
    // prompt, if it is still open somewhere (another tab's, a wallet's own window), and this one
    // cannot both land.
    () => signer.sendTransaction(earlierNonce === nonce ? { ...call, nonce } : call),
    () => settleRefusedPrompt(run, signer, { chainId: call.chainId, address: account }, nonce),
  );
  // The wallet's hash is a claim: the chain must show it is the transaction asked.
  const sentNonce = await confirmSentTransaction(run, signer, call, hash, nonce);
  run.applyFact((x, now) => stepSubmitted(x, run.stepId, { txHash: hash, nonce: sentNonce }, now));
  await followTransaction(run, signer, hash, account);
}

/**
 * What an earlier prompt of the step sent is followed, or looked for by its nonce, through the
 * wallet before anything new is asked: never signed twice. True when the step is settled here
 * (followed, or waiting for its wallet); false when nothing was sent.
 */
async function followEarlierPrompt(run: StepRun, wallet: EvmSigner | undefined): Promise<boolean> {
  const { txHash, nonce, phase } = run.record();
  const sent = phase === 'submitted' || phase === 'tracking' ? txHash : undefined;
  if (!sent && (nonce === undefined || !mayHaveSent(phase))) return false;
  const connected = run.wallet(wallet);
  if (!connected) return true;
  const { signer, account } = connected;
  const earlier =
    (sent as `0x${string}` | undefined) ??
    (nonce === undefined ? undefined : await earlierPromptTransaction(run, signer, account, nonce));
  if (!earlier) return false;
  await followTransaction(run, signer, earlier, account);
  return true;
}

/** Phases in which a prompt of the step may have been answered without the record knowing. */
function mayHaveSent(phase: StepPhase): boolean {
  return phase === 'wallet' || phase === 'preparing' || phase === 'switching-chain';
}
