import type { NetworkType } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { Connected, StepRun, Wallet } from '../stepRun';
import { UnsupportedStepError } from './stepErrors';

/** The network types whose steps share this start: their wallets only sign. */
export type PayloadNetwork = Exclude<NetworkType, 'evm'>;

/** A step's fresh payload `P` (its network's `txnData` field), with its connected wallet. */
export type NextPayload<P, S extends Wallet> = Connected<S> & { payload: P };

/**
 * The start every Solana, Tron and Cosmos step shares (`StepRun.nextToSign`): the step marked
 * preparing, its transaction from a fresh `/nextTx`, the wallet, and that transaction held to the
 * network the step runs on, in the field its registered payload reader names. Undefined when the
 * service says there is nothing to sign (the step is skipped, no wallet needed) or the step waits
 * for its wallet. A signature request, or a payload of another network, is refused before
 * anything is prepared.
 */
export async function nextOnChainPayload<P, S extends Wallet>(
  run: StepRun,
  network: PayloadNetwork,
  signer: S | undefined,
): Promise<NextPayload<P, S> | undefined> {
  const next = await run.nextToSign(signer);
  if (!next) return undefined;
  const { txnData, ...wallet } = next;
  if (txnData.txnType !== 'on-chain') throw new UnsupportedStepError('signature');
  const { field } = await run.deps.networks[network].payload();
  const payload = txnData[field];
  if (txnData.networkType !== network || !payload) {
    throw new UnsafeTransactionError(
      'payload-network',
      `expected ${field}, got ${txnData.networkType}`,
    );
  }
  // The reader registered for `network` put its payload type in its field.
  return { ...wallet, payload: payload as P };
}
