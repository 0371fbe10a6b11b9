import type { TxnSol } from '../../api/types';
import type { PreparedSolanaTransaction, SignedSolanaTransaction, SolanaSigner } from '../signers';
import type { SignOnlyNetwork } from '../steps/signOnlyStep';
import { TransactionRevertedError } from '../steps/stepErrors';

/**
 * Solana's part of a step (`runSignOnlyStep` around it): the wallet's signer prepares the
 * transaction (standard or lite), checks and simulates it with its effect on the account; the
 * wallet signs only; the engine sends and re-broadcasts until confirmed or provably expired (its
 * blockhash: then, and only then, a new transaction with a new signature). A reload with a saved
 * signature re-sends the same bytes: the chain lands a signature once at most.
 */
export const solanaSteps: SignOnlyNetwork<
  TxnSol,
  SolanaSigner,
  PreparedSolanaTransaction,
  SignedSolanaTransaction
> = {
  network: 'sol',
  maxRebuilds: 3,
  saved(run) {
    const { txHash, solanaSigned } = run.record();
    return txHash && solanaSigned ? { signature: txHash, ...solanaSigned } : undefined;
  },
  async prepare(run, { payload, signer }) {
    const routePrograms = run.earlier().flatMap((r) => r.programs ?? []);
    const prepared = await signer.prepare({
      step: run.record().step,
      txn: payload,
      routePrograms,
      priorityFee: run.deps.options.solanaPriorityFee,
    });
    return {
      unsigned: prepared,
      atWallet: { programs: prepared.programs },
      effects: prepared.effects,
    };
  },
  // Signed only: a run stopped meanwhile (its lease lost) saves and sends nothing of it.
  sign: (signer, prepared) => signer.sign(prepared),
  signed: (_, fromWallet) => fromWallet,
  submitted: (signed) => ({
    txHash: signed.signature,
    solanaSigned: { signed: signed.signed, lastValidBlockHeight: signed.lastValidBlockHeight },
  }),
  async settle(run, { signer }, signed) {
    const outcome = await signer.sendAndConfirm(signed, run.signal);
    if (outcome.status === 'failed') throw new TransactionRevertedError(outcome.reason);
    return outcome.status === 'confirmed' ? 'landed' : 'expired';
  },
  hash: (signed) => signed.signature,
};
