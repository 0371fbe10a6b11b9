import type { EvmCall, EvmSigner, SentEvmTransaction } from '../signers';
import type { StepRun } from '../stepRun';
import { UnexpectedTransactionError } from '../steps/stepErrors';
import { sentTransactionProblems } from './checkSentTransaction';

/**
 * Waits before each new read of a transaction the chain does not know yet (ms), about half a
 * minute in all: the wallet sent it over its own node, and it takes a moment to reach the
 * widget's. A hash no node ever knows is refused (a made-up one, above all).
 */
const READ_AGAIN_AFTER = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * The wallet's answer to `call` is only a claim: the transaction behind `hash` is read back from
 * the chain and must be the call asked, from its sender, to its target, with the `nonce` read
 * before the prompt or a later one (a wallet with transactions of its own pending picks the
 * next free one; an earlier one was used before the prompt opened), `sentTransactionProblems`.
 * Else the step stops here, before the hash is recorded: nothing follows, tracks or reports a
 * stranger's transaction. Answers the transaction's nonce. The reads go on when the run is
 * stopped meanwhile (its lease lost): the hash is then still saved, since the transaction exists.
 */
export async function confirmSentTransaction(
  run: StepRun,
  signer: EvmSigner,
  call: EvmCall,
  hash: `0x${string}`,
  nonce: number,
): Promise<number> {
  const sent = await readBack(run, signer, call.chainId, hash);
  if (!sent) {
    throw new UnexpectedTransactionError(
      'unknown',
      `${hash} is not known on chain ${call.chainId}`,
    );
  }
  const problems = sentTransactionProblems(sent, {
    from: call.from,
    nonce,
    nonceOrLater: true,
    to: [call.to],
  });
  if (problems.length > 0) {
    throw new UnexpectedTransactionError('not-asked', `${hash}: ${problems.join('; ')}`);
  }
  return sent.nonce;
}

/** The transaction once the chain knows it; a failed read counts as not known yet. */
export async function readBack(
  run: StepRun,
  signer: EvmSigner,
  chainId: number,
  hash: `0x${string}`,
): Promise<SentEvmTransaction | undefined> {
  const read = () => signer.readTransaction({ chainId, hash }).catch(() => undefined);
  let sent = await read();
  for (const ms of READ_AGAIN_AFTER) {
    if (sent) return sent;
    await run.sleep(ms);
    sent = await read();
  }
  return sent;
}
