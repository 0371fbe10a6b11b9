import { isSameAddress } from '../../lib/addresses';
import { stepEffectOf } from '../effects/stepEffect';
import type { StepRecord } from '../model';
import type { EvmCall, EvmSigner } from '../signers';
import { StepRun } from '../stepRun';
import { keepStepEffect } from '../steps/keepStepEffect';
import { isMethodUnsupported } from './batchCapability';
import { batchAtWallet, batchLeft, batchSent } from './batchTransitions';
import { callFor, checkedPayload } from './evmCall';
import { checkEvmEffects } from './evmEffectCheck';
import { followBatch } from './followBatch';
import { settleRefusedPrompt } from './followTransaction';
import { ensureWalletChain } from './walletChain';

/**
 * An approval and the step it unlocks, signed in ONE prompt: when the wallet runs calls atomically
 * on the chain (EIP-5792 `wallet_getCapabilities`), both go as one `wallet_sendCalls` with
 * `atomicRequired`, so the approval never stands alone on chain. Each call passes the checks it
 * passes alone (the unlocked step's payload against the route, its target the approval's
 * spender), and the two are simulated as one sequence, each call's effect held to its own step.
 *
 * The unlocked step's `/nextTx` is asked before the approval is mined. The routing API says a
 * step is executed once the one before it succeeded (routing-api §3, rule 1); it does not say its
 * `/nextTx` must wait, and the widget already asks it before every approval, whose spender must
 * be that transaction's contract (`steps/spenderRule.ts`). In one atomic transaction the swap
 * still runs after the approval, and `/status` is asked for each step in order, as always.
 *
 * True when the batch was sent (and is followed here); false to send the approval alone: the
 * wallet cannot batch, the next step is not one to batch with, or the wallet answered 4200.
 */
export async function sendBatchedApproval(
  run: StepRun,
  signer: EvmSigner,
  account: `0x${string}`,
  approval: EvmCall,
  /** The approval's spender, after its checks: the unlocked step must call it. */
  spender: `0x${string}`,
): Promise<boolean> {
  const { batching } = signer;
  const unlocked = run.later()[0];
  if (!batching || !unlocked || !batchable(unlocked, approval.chainId)) return false;
  if (!(await batching.atomic({ chainId: approval.chainId, account }))) return false;

  const unlockedRun = new StepRun(run.deps, run.executionId, unlocked.stepId, run.signal);
  const txnData = await unlockedRun.nextTx();
  if (!txnData || txnData.evmSignature) return false; // nothing to send, or an order to sign
  const checked = await checkedPayload(unlockedRun, txnData, account, spender);
  const call = await callFor(unlockedRun, signer, checked, account);
  if (!call || checked.kind !== 'call') return false;

  const calls = [approval, call];
  const [approvalSimulated, callSimulated] = await batching.simulate(calls);
  const approvalEffect = await checkEvmEffects(run, signer, approval, approvalSimulated);
  const callEffect = await checkEvmEffects(unlockedRun, signer, call, callSimulated);
  if (approvalEffect.status === 'simulated') keepStepEffect(run, approvalEffect.effects);
  await ensureWalletChain(run, signer, approval.chainId);
  const nonce = await signer.nonce({ chainId: approval.chainId, address: account });
  const unlimitedApproval = run.deps.options.unlimitedApprovals ? true : undefined;
  const next = {
    stepId: unlocked.stepId,
    target: call.to,
    effect:
      callEffect.status === 'simulated'
        ? stepEffectOf(callEffect.effects, (a, b) => isSameAddress('evm', a, b))
        : undefined,
  };
  const id = await run.prompt(
    'transaction',
    (x, now) =>
      batchAtWallet(x, run.stepId, { nonce, target: spender, unlimitedApproval }, next, now),
    () => batching.send(calls).catch(unsupportedAsUndefined),
    async () => {
      run.applyFact((x, now) => batchLeft(x, run.stepId, now));
      await settleRefusedPrompt(
        run,
        signer,
        { chainId: approval.chainId, address: account },
        nonce,
      );
    },
  );
  if (id === undefined) {
    run.apply((x, now) => batchLeft(x, run.stepId, now)); // the approval goes alone, as to any wallet
    return false;
  }
  // Kept before anything is waited for: a reload follows this batch, and never asks again.
  run.applyFact((x, now) => batchSent(x, id, now));
  await followBatch(run, signer);
  return true;
}

/** The step right after the approval is one to send with it: an EVM call on the same chain. */
function batchable(unlocked: StepRecord, chainId: number): boolean {
  return (
    unlocked.phase === 'waiting' &&
    unlocked.networkType === 'evm' &&
    unlocked.step.stepType !== 'approval' &&
    unlocked.signing === undefined &&
    Number(unlocked.step.from.chainId) === chainId
  );
}

/** A wallet without `wallet_sendCalls` after all: the approval is then sent alone. */
function unsupportedAsUndefined(error: unknown): undefined {
  if (isMethodUnsupported(error)) return undefined;
  throw error;
}
