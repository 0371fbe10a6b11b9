import { base64 } from '@scure/base';
import type { TxnCosmos } from '../../api/types';
import { networkTypeOf } from '../../lib/networkType';
import { UnsafeTransactionError } from '../errors';
import { agreedMinOutput } from '../model';
import type { CosmosSigner, UnsignedCosmosTx } from '../signers';
import type { Connected, StepRun } from '../stepRun';
import type { NextPayload } from '../steps/nextOnChainPayload';
import type { Prepared, SignOnlyNetwork } from '../steps/signOnlyStep';
import {
  TransactionMaybeSentError,
  TransactionRevertedError,
  UnsupportedStepError,
} from '../steps/stepErrors';
import { InsufficientFundsError } from '../walletErrors';
import { checkCosmosTransaction } from './checkCosmosTransaction';
import { checkCosmosEffects } from './cosmosEffectPolicy';
import { checkCosmosFee, cosmosFeeCap, feeAmount, gasPriceToPay, gasWithMargin } from './cosmosFee';
import {
  checkSignedCosmosTx,
  cosmosBodyBytes,
  cosmosTxHash,
  signedSequence,
} from './cosmosTxBytes';
import { checkStoredCosmosSigner } from './storedSigner';

/** How often the chain is asked whether the transaction is in a block. */
const POLL_MS = 1_000;
/** How long a sent transaction may stay out of a block before the step stops (followed again). */
const MAX_WAIT_MS = 120_000;
/** CheckTx codes of the SDK that say the transaction is (or was) taken: not a failure. */
const ALREADY_TAKEN = 19; // tx already exists in cache
const SEQUENCE_MISMATCH = 32;

/** What the wallet signs, with what its signed bytes are checked against. */
interface CosmosToSign {
  tx: UnsignedCosmosTx;
  bodyBytes: Uint8Array;
  feeDenom: string;
  feeCap: bigint;
}

interface SignedCosmos {
  hash: string;
  txBytes: Uint8Array;
}

/**
 * Cosmos's part of a step (`runSignOnlyStep` around it): its payload checked against the route
 * (`checkCosmosTransaction`); the account's number and sequence read; the transaction simulated
 * (a failing one is shown with the chain's reason and never offered for signature; it also gives
 * the gas) and its fee capped; the transaction to sign, fee included, simulated again and its
 * effect on the account held to the route (`cosmosEffectPolicy.ts`); the wallet signs only; the
 * hash (sha256 of the signed bytes) and the bytes are saved before anything is sent; sent (sync)
 * and followed by hash until in a block (`code` 0, else failed with the chain's log). A reload
 * re-sends the saved bytes while the account's sequence has not moved past them, and never asks
 * the wallet again: the chain takes one transaction per sequence, so none expires unseen.
 */
export const cosmosSteps: SignOnlyNetwork<
  TxnCosmos,
  CosmosSigner,
  CosmosToSign,
  SignedCosmos,
  Uint8Array
> = {
  network: 'cosmos',
  maxRebuilds: 0,
  saved(run) {
    const { txHash, cosmosSigned } = run.record();
    return txHash && cosmosSigned
      ? { hash: txHash, txBytes: base64.decode(cosmosSigned) }
      : undefined;
  },
  prepare,
  // Signed only: a run stopped meanwhile saves and sends nothing of it.
  sign: (signer, { tx }) => signer.sign(tx),
  signed({ tx, bodyBytes, feeDenom, feeCap }, txBytes) {
    checkSignedCosmosTx(txBytes, { bodyBytes, sequence: tx.sequence, feeDenom, feeCap });
    return { hash: cosmosTxHash(txBytes), txBytes };
  },
  submitted: ({ hash, txBytes }) => ({ txHash: hash, cosmosSigned: base64.encode(txBytes) }),
  settle,
  hash: (signed) => signed.hash,
};

async function prepare(
  run: StepRun,
  { payload: txnCosmos, signer, account }: NextPayload<TxnCosmos, CosmosSigner>,
): Promise<Prepared<CosmosToSign>> {
  const execution = run.execution();
  const { step } = run.record();
  const chainId = step.from.chainId;
  // The route's output is this step's when no other step follows but a relayer's claim.
  const last = run.later().every((r) => r.step.stepType === 'claim');
  const checked = checkCosmosTransaction({
    step,
    txn: txnCosmos,
    account,
    chainId,
    recipient: last ? execution.recipient : account,
    toNetworkType: networkTypeOf(step.to, run.deps.chains),
    minOutput: last ? agreedMinOutput(execution) : undefined,
    ibcChannels: (id) => signer.ibcChannels(id),
    now: run.now(),
  });
  const settings = signer.feeSettings(chainId);
  if (!settings) throw new UnsupportedStepError('network');
  const state = await signer.readAccount({ chainId, address: account });
  if (!state) throw new InsufficientFundsError({ details: `${account} is unknown on ${chainId}` });
  const draft: UnsignedCosmosTx = {
    ...checked,
    fee: { amount: [], gas: 0n },
    accountNumber: state.accountNumber,
    sequence: state.sequence,
  };
  const gas = gasWithMargin((await signer.simulate(draft)).gasUsed);
  const amount = feeAmount(gas, gasPriceToPay(settings.gasPrice, txnCosmos.gasPrice));
  if (amount === undefined) throw new UnsupportedStepError('network');
  const fee = { amount: [{ denom: settings.feeDenom, amount: amount.toString() }], gas };
  const feeCap = cosmosFeeCap(step, settings.feeDenom);
  checkCosmosFee(fee, { feeDenom: settings.feeDenom, cap: feeCap });
  // The exact transaction the wallet is asked to sign, its fee included: what it does to the
  // account is held to the reviewed route.
  const { effects } = await signer.simulate({ ...draft, fee });
  checkCosmosEffects(effects, {
    step,
    route: execution.route,
    fee: { denom: settings.feeDenom, amount },
  });
  return {
    unsigned: {
      tx: { ...draft, fee },
      bodyBytes: cosmosBodyBytes(checked.messages, checked.memo),
      feeDenom: settings.feeDenom,
      feeCap,
    },
    effects,
  };
}

/**
 * Until the transaction is in a block: sent while the account's sequence has not moved past it
 * (re-sent after a reload: the same bytes, so the same hash, taken once at most), then followed
 * by its hash. Only the chain's word counts: bytes read back from storage must hash to the hash
 * saved with them.
 */
async function settle(
  run: StepRun,
  { signer, account }: Connected<CosmosSigner>,
  { hash, txBytes }: SignedCosmos,
): Promise<'landed'> {
  // Storage may hold another account's signed transaction: never sent nor followed as ours.
  checkStoredCosmosSigner(txBytes, account);
  const chainId = run.record().step.from.chainId;
  const sequence = signedSequence(txBytes);
  if (sequence === undefined || cosmosTxHash(txBytes) !== hash) {
    throw new UnsafeTransactionError('cosmos-unreadable', `saved bytes do not hash to ${hash}`);
  }
  const start = run.now();
  let sent = false;
  for (;;) {
    // The committed sequence moves once a transaction of this one is in a block: only then is
    // the hash looked up (an unknown hash is a 404, which a browser logs as an error).
    const state = await signer.readAccount({ chainId, address: account });
    if (state && state.sequence > sequence) {
      const landed = await signer.readTx({ chainId, hash });
      if (landed) {
        if (landed.code !== 0) throw new TransactionRevertedError(landed.rawLog);
        return 'landed';
      }
    } else if (!sent) {
      const answer = await signer.broadcast({ chainId, txBytes });
      const taken = answer.code === 0 || answer.code === ALREADY_TAKEN;
      // A sequence that moved meanwhile: the chain took one of this sequence; read which.
      if (!taken && answer.code !== SEQUENCE_MISMATCH) {
        throw new TransactionRevertedError(answer.rawLog);
      }
      sent = true;
      continue;
    }
    if (run.now() - start > MAX_WAIT_MS) throw new TransactionMaybeSentError();
    await run.sleep(POLL_MS, run.signal);
  }
}
