import type { TxnData } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { StepRun } from '../stepRun';
import { stepPreparing } from '../transitions';
import { UnsupportedStepError } from './stepErrors';

/** Each network type's payload field of a `txnData`, for the types whose steps share this start. */
const PAYLOAD_FIELD = { sol: 'txnSol', tron: 'txnTron', cosmos: 'txnCosmos' } as const;
type PayloadNetwork = keyof typeof PAYLOAD_FIELD;

/**
 * The start every Solana, Tron and Cosmos step shares: the step marked preparing, its transaction
 * from a fresh `/nextTx`, and that transaction held to the network the step runs on. Undefined
 * when the service says there is nothing to sign (the step is skipped). A signature request, or
 * a payload of another network, is refused before anything is prepared.
 */
export async function nextOnChainPayload<N extends PayloadNetwork>(
  run: StepRun,
  network: N,
): Promise<NonNullable<TxnData[(typeof PAYLOAD_FIELD)[N]]> | undefined> {
  if (run.record().phase !== 'preparing') run.apply((x, now) => stepPreparing(x, run.stepId, now));
  const txnData = await run.nextTx();
  if (!txnData) {
    run.skip();
    return undefined;
  }
  if (txnData.txnType !== 'on-chain') throw new UnsupportedStepError('signature');
  const payload = txnData[PAYLOAD_FIELD[network]];
  if (txnData.networkType !== network || !payload) {
    throw new UnsafeTransactionError(
      'payload-network',
      `expected ${PAYLOAD_FIELD[network]}, got ${txnData.networkType}`,
    );
  }
  return payload as NonNullable<TxnData[(typeof PAYLOAD_FIELD)[N]]>;
}
