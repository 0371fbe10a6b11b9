import type { TxnData } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { StepPhase } from '../model';
import type { EvmCall, EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { keepStepEffect } from '../steps/keepStepEffect';
import { approvedTarget, exactApprovalAmount, unlockedStepPayload } from '../steps/spenderRule';
import {
  checkApprovalWithinBalance,
  TransactionRevertedError,
  UnsupportedStepError,
} from '../steps/stepErrors';
import { stepAtWallet, stepPromptSentNothing, stepSubmitted } from '../transitions';
import { encodeApprove, planApproval } from './approval';
import { type CheckedEvmTxn, checkEvmPayload } from './checkEvmPayload';
import { confirmSentTransaction } from './confirmSentTransaction';
import { earlierPromptTransaction } from './earlierPrompt';
import { checkEvmEffects } from './evmEffectCheck';
import { followOrder, signOrder } from './evmOrderStep';
import { stepCancelled } from './replacementTransitions';
import { ensureWalletChain } from './walletChain';

/**
 * One EVM step, in the order a reader expects: resume what a reload interrupted (through the
 * wallet: what an earlier prompt sent is looked for before anything new is asked); `/nextTx`
 * (nothing to sign: skipped, no wallet needed); the wallet; checks; (approvals) the allowance,
 * maybe no signature at all; the simulated effect held to the step; the wallet's chain; the
 * nonce, then the prompt; the hash is saved the moment it exists; the receipt; `/status`. A
 * gasless order (`sign-typed`) goes its own way after `/nextTx` (`evmOrderStep.ts`).
 */
export async function runEvmStep(run: StepRun, wallet: EvmSigner | undefined): Promise<void> {
  const saved = run.record();
  if (saved.orderSignature && (saved.phase === 'submitted' || saved.phase === 'tracking')) {
    return followOrder(run, saved.orderSignature); // signed: no wallet needed any more
  }
  if (await followEarlierPrompt(run, wallet)) return;
  if (run.followOnly) return; // what a prompt would need waits for a full run

  const next = await run.nextToSign(wallet);
  if (!next) return; // skipped, or waiting for the wallet
  const { txnData, signer, account } = next;
  if (txnData.evmSignature?.kind === 'typed') {
    return signOrder(run, signer, account, txnData.evmSignature.typedData);
  }
  const checked = await checkedPayload(run, txnData, account);
  const call = await callFor(run, signer, checked, account);
  if (!call) return; // the allowance already covers the step: skipped

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

/** The payload, after every rule of `checkEvmPayload`. */
export async function checkedPayload(
  run: StepRun,
  txnData: TxnData,
  account: `0x${string}`,
): Promise<CheckedEvmTxn> {
  // A plain text to sign says nothing the widget could check against the route.
  if (txnData.txnType !== 'on-chain') throw new UnsupportedStepError('untyped-signature');
  if (txnData.networkType !== 'evm' || !txnData.txnEvm) {
    throw new UnsafeTransactionError(
      'payload-network',
      `expected txnEvm, got ${txnData.networkType}`,
    );
  }
  const { step } = run.record();
  const routeTokens = run.execution().steps.flatMap((r) => [r.step.from, r.step.to]);
  if (step.stepType === 'approval') {
    // The spender must be the contract of the step this approval unlocks: ask for its payload.
    const spendingTxn = await unlockedStepPayload(run);
    return checkEvmPayload({
      step,
      txn: txnData.txnEvm,
      account,
      spendingTarget: spendingTxn?.txnEvm?.to ?? orderContract(spendingTxn),
      routeTokens,
    });
  }
  return checkEvmPayload({
    step,
    txn: txnData.txnEvm,
    account,
    knownTarget: approvedTarget(run),
    routeTokens,
  });
}

/** What the wallet is asked to send; undefined when an approval needs no signature. */
export async function callFor(
  run: StepRun,
  signer: EvmSigner,
  checked: CheckedEvmTxn,
  account: `0x${string}`,
): Promise<EvmCall | undefined> {
  if (checked.kind === 'call') {
    return {
      chainId: checked.chainId,
      from: account,
      to: checked.to,
      data: checked.data,
      value: checked.value,
    };
  }
  const { step } = run.record();
  const allowance = await signer.readAllowance({
    chainId: checked.chainId,
    token: checked.token,
    owner: account,
    spender: checked.spender,
  });
  const needed = exactApprovalAmount(run);
  const plan = planApproval({
    allowance,
    needed,
    unlimited: run.deps.options.unlimitedApprovals,
  });
  if (plan.kind === 'skip') {
    run.skip({ target: checked.spender });
    return undefined;
  }
  // The step it unlocks cannot spend more than the account holds: an amount above that is wrong.
  const balance = await signer.readTokenBalance({
    chainId: checked.chainId,
    token: checked.token,
    owner: account,
  });
  checkApprovalWithinBalance(needed, balance, step.from.symbol);
  return {
    chainId: checked.chainId,
    from: account,
    to: checked.token,
    data: encodeApprove(checked.spender, plan.amount),
    value: 0n,
  };
}

/** The contract that settles an order: what an approval before it must allow. */
function orderContract(txnData: TxnData | null | undefined): string | undefined {
  const signature = txnData?.evmSignature;
  const contract =
    signature?.kind === 'typed' ? signature.typedData.domain.verifyingContract : undefined;
  return typeof contract === 'string' ? contract : undefined;
}

/**
 * The wallet answered with an error: "Nothing was sent" is said only once the chain agrees (the
 * account's next nonce has not moved), so the step's prompt nonce is then forgotten; otherwise it
 * is kept, and the step says something may have been sent and looks for it before any retry.
 */
async function settleRefusedPrompt(
  run: StepRun,
  signer: EvmSigner,
  account: { chainId: number; address: `0x${string}` },
  nonce: number,
): Promise<void> {
  const now = await signer.nonce(account).catch(() => undefined);
  if (now === nonce) run.applyFact((x, at) => stepPromptSentNothing(x, run.stepId, at));
}

/** Phases in which a prompt of the step may have been answered without the record knowing. */
function mayHaveSent(phase: StepPhase): boolean {
  return phase === 'wallet' || phase === 'preparing' || phase === 'switching-chain';
}

/**
 * The receipt of whichever transaction of the step's nonce lands: its own, a speed-up, or a
 * cancellation (the user's Speed up or Cancel, `replaceTransaction.ts`, or the wallet's own),
 * then `/status` until the step is final. A cancellation that landed ends the execution there:
 * nothing of the step happened.
 */
async function followTransaction(
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
