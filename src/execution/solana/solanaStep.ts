import type { SignedSolanaTransaction, SolanaSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { nextOnChainPayload } from '../steps/nextOnChainPayload';
import { TransactionRevertedError } from '../steps/stepErrors';
import { stepAtWallet, stepRebuild, stepSubmitted } from '../transitions';
import { toWalletError } from '../walletErrors';

/** How many times a transaction whose blockhash expired unseen is rebuilt before giving up. */
const MAX_REBUILDS = 3;

/**
 * One Solana step: `/nextTx` (nothing to sign: skipped, no wallet needed); the wallet's signer
 * prepares it (standard or lite), checks and simulates; the wallet signs only; the signature and
 * signed bytes are saved before anything is sent; the engine sends and re-broadcasts until
 * confirmed or provably expired (then, and only then, a new transaction with a new signature);
 * `/status` until final. A reload with a saved signature re-sends the same bytes: the chain lands
 * a signature once at most.
 */
export async function runSolanaStep(run: StepRun, wallet: SolanaSigner | undefined): Promise<void> {
  for (let attempt = 0; attempt <= MAX_REBUILDS; attempt++) {
    const record = run.record();
    if (record.phase === 'tracking' && record.txHash) return run.track(record.txHash);
    const saved = record.phase === 'submitted' ? record.solanaSigned : undefined;
    const signed =
      saved && record.txHash ? { signature: record.txHash, ...saved } : await signNew(run, wallet);
    if (!signed) return; // skipped, or waiting for the wallet
    // Sent through the wallet's connection: saved bytes wait for it too.
    const connected = run.wallet(wallet);
    if (!connected) return;
    const outcome = await connected.signer.sendAndConfirm(signed, run.signal);
    if (outcome.status === 'confirmed') return run.track(signed.signature);
    if (outcome.status === 'failed') throw new TransactionRevertedError(outcome.reason);
    run.apply((x, now) => stepRebuild(x, run.stepId, now));
    // A new transaction needs the wallet: left for a full run.
    if (run.followOnly) return;
  }
  throw new TransactionRevertedError('the network did not take the transaction in time');
}

async function signNew(
  run: StepRun,
  wallet: SolanaSigner | undefined,
): Promise<SignedSolanaTransaction | undefined> {
  const next = await nextOnChainPayload(run, 'sol', wallet);
  if (!next) return undefined;
  const { payload: txnSol, signer } = next;
  const routePrograms = run.earlier().flatMap((r) => r.programs ?? []);
  const prepared = await signer.prepare({
    step: run.record().step,
    txn: txnSol,
    routePrograms,
    priorityFee: run.deps.options.solanaPriorityFee,
  });
  run.apply((x, now) => stepAtWallet(x, run.stepId, { programs: prepared.programs }, now));
  run.beforePrompt();
  let signed: SignedSolanaTransaction;
  try {
    // Signed only: a run stopped meanwhile (its lease lost) saves and sends nothing of it, so
    // these bytes never reach the chain.
    signed = await signer.sign(prepared);
  } catch (error) {
    throw toWalletError(error, 'signature');
  }
  run.apply((x, now) =>
    stepSubmitted(
      x,
      run.stepId,
      {
        txHash: signed.signature,
        solanaSigned: { signed: signed.signed, lastValidBlockHeight: signed.lastValidBlockHeight },
      },
      now,
    ),
  );
  return signed;
}
