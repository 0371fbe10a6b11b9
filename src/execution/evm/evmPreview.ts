import type { EffectSimulation } from '../effects/accountEffects';
import type { StepRun } from '../stepRun';
import { WalletMissingError } from '../steps/stepErrors';
import { callFor, checkedPayload } from './evmCall';

/**
 * The transaction an EVM step would ask the wallet for, chosen by the step's own code (its
 * `/nextTx` through every check; for an approval, the widget's own exact `approve`), simulated for
 * its effect; nothing is signed. `skipped`: the step signs nothing (the service skips it, or the
 * allowance already covers it), and is skipped on `run`'s record; `order`: it signs an order, no
 * transaction.
 */
export async function previewEvmStep(
  run: StepRun,
): Promise<EffectSimulation | 'skipped' | 'order'> {
  const signer = run.deps.signers.evm;
  const account = signer?.account();
  if (!signer || !account) throw new WalletMissingError('evm');
  const txnData = await run.nextTx();
  if (!txnData) {
    run.skip();
    return 'skipped';
  }
  if (txnData.evmSignature?.kind === 'typed') return 'order';
  const checked = await checkedPayload(run, txnData, account);
  const call = await callFor(run, signer, checked, account);
  return call ? signer.simulateEffects(call) : 'skipped';
}
