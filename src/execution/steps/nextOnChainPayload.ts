import { PAYLOAD_FIELDS } from '../../api/parse/txnPayloads';
import type { NetworkType, TxnData } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { Connected, StepRun, Wallet } from '../stepRun';
import { UnsupportedStepError } from './stepErrors';

/** The network types whose steps share this start: their wallets only sign. */
export type PayloadNetwork = Exclude<NetworkType, 'evm'>;

/** A step's fresh payload of network `N`, with its connected wallet. */
export type NextPayload<N extends PayloadNetwork, S extends Wallet> = Connected<S> & {
  payload: NonNullable<TxnData[(typeof PAYLOAD_FIELDS)[N]]>;
};

/**
 * The start every Solana, Tron and Cosmos step shares (`StepRun.nextToSign`): the step marked
 * preparing, its transaction from a fresh `/nextTx`, the wallet, and that transaction held to the
 * network the step runs on. Undefined when the service says there is nothing to sign (the step is
 * skipped, no wallet needed) or the step waits for its wallet. A signature request, or a payload
 * of another network, is refused before anything is prepared.
 */
export async function nextOnChainPayload<N extends PayloadNetwork, S extends Wallet>(
  run: StepRun,
  network: N,
  signer: S | undefined,
): Promise<NextPayload<N, S> | undefined> {
  const next = await run.nextToSign(signer);
  if (!next) return undefined;
  const { txnData, ...wallet } = next;
  if (txnData.txnType !== 'on-chain') throw new UnsupportedStepError('signature');
  const payload = txnData[PAYLOAD_FIELDS[network]];
  if (txnData.networkType !== network || !payload) {
    throw new UnsafeTransactionError(
      'payload-network',
      `expected ${PAYLOAD_FIELDS[network]}, got ${txnData.networkType}`,
    );
  }
  return { ...wallet, payload: payload as NonNullable<TxnData[(typeof PAYLOAD_FIELDS)[N]]> };
}
