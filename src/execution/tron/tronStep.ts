import type { TxnTron } from '../../api/types';
import type { TronSigner, TronTransaction } from '../signers';
import type { StepRun } from '../stepRun';
import type { NextPayload } from '../steps/nextOnChainPayload';
import type { Prepared, SignOnlyNetwork } from '../steps/signOnlyStep';
import { approvedTarget, exactApprovalAmount, unlockedStepPayload } from '../steps/spenderRule';
import { checkApprovalWithinBalance, TransactionRevertedError } from '../steps/stepErrors';
import { BroadcastRefusedError } from './broadcastRefusedError';
import { checkTronEffects } from './checkTronEffects';
import {
  type CheckedTronTxn,
  checkTronTransaction,
  tronPayloadTarget,
} from './checkTronTransaction';
import { checkSignedTronTransaction } from './signedTransaction';

/** How often a sent transaction's receipt is asked for (Tron makes a block every 3 s). */
const POLL_MS = 1_500;
/** Broadcast again every this many polls while it is in no block (a node may drop it). */
const REBROADCAST_EVERY = 4;
/** How many times a transaction that expired unseen is rebuilt before giving up. */
const MAX_REBUILDS = 3;

/** What the wallet signs: the transaction, and when it expires (kept with its signature). */
interface CheckedTron {
  tx: TronTransaction;
  expiration: number;
}

interface SignedTron extends CheckedTron {
  signature: string;
}

/**
 * Tron's part of a step (`runSignOnlyStep` around it): the checks (`checkTronTransaction`); a
 * simulation of the call (`triggerconstantcontract`: one that would fail is never offered) and
 * its effects on the account held to the reviewed step (`checkTronEffects`); the wallet signs
 * only, and its signature is checked; the txID and the signed transaction are saved before
 * anything is sent; the engine broadcasts and follows the receipt (a failed call fails the step
 * with its reason). A reload with a saved transaction sends the same bytes again, never a second
 * signature; one whose expiration passed without it landing provably never will, and only then
 * is the step prepared again (the wallet asked again, by a full run).
 */
export const tronSteps: SignOnlyNetwork<TxnTron, TronSigner, CheckedTron, SignedTron, string> = {
  network: 'tron',
  maxRebuilds: MAX_REBUILDS,
  saved: (run, { account }) => savedTransaction(run, account),
  prepare,
  sign: (signer, { tx }) => signer.sign(tx),
  async signed({ tx, expiration }, signature, account) {
    await checkSignedTronTransaction({ ...tx, signature, account });
    return { tx, signature, expiration };
  },
  submitted: ({ tx, signature, expiration }) => ({
    txHash: tx.txID,
    tronSigned: { rawDataHex: tx.rawDataHex, signature, expiration },
  }),
  settle: async (run, { signer }, signed) =>
    (await follow(run, signer, signed)) ? 'landed' : 'expired',
  hash: (signed) => signed.tx.txID,
};

/**
 * The transaction this step signed before (a reload), if its record holds one that checks and
 * that the connected account signed: storage may hold another key's.
 */
async function savedTransaction(run: StepRun, account: string): Promise<SignedTron | undefined> {
  const { txHash, tronSigned } = run.record();
  if (!txHash || !tronSigned) return undefined;
  await checkSignedTronTransaction({ txID: txHash, ...tronSigned, account, stored: true });
  return {
    tx: { txID: txHash, rawDataHex: tronSigned.rawDataHex, visible: false },
    signature: tronSigned.signature,
    expiration: tronSigned.expiration,
  };
}

async function prepare(
  run: StepRun,
  { payload: txn, signer, account }: NextPayload<TxnTron, TronSigner>,
): Promise<Prepared<CheckedTron>> {
  const checked = await checkedPayload(run, signer, txn, account);
  // A TRX transfer runs no code: its effect is its amount. A call's effects are its logs.
  const simulation =
    checked.contractType === 'TriggerSmartContract'
      ? await signer.simulate({
          owner: account,
          contract: checked.target,
          data: checked.data,
          callValue: checked.callValue,
        })
      : undefined;
  const effects = await checkTronEffects({
    step: run.record().step,
    checked,
    simulation,
    routeTokens: run.execution().steps.flatMap((r) => [r.step.from, r.step.to]),
    readToken: (token) => signer.readToken(token, account),
    readAllowance: (token, spender) => signer.readAllowance(token, account, spender),
  });
  const tx: TronTransaction = {
    txID: checked.txID,
    rawDataHex: checked.rawDataHex,
    rawData: checked.rawData,
    visible: txn.visible,
  };
  // An approval's spender: what the step it unlocks must call (`checkedPayload`).
  const target = checked.spender ?? checked.target;
  return { unsigned: { tx, expiration: checked.expiration }, atWallet: { target }, effects };
}

/** The payload after every rule, with what the route said before it (as for EVM steps). */
async function checkedPayload(
  run: StepRun,
  signer: TronSigner,
  txn: TxnTron,
  account: string,
): Promise<CheckedTronTxn> {
  const { step } = run.record();
  const routeTokens = run.execution().steps.flatMap((r) => [r.step.from, r.step.to]);
  const now = run.now();
  if (step.stepType === 'approval') {
    // The spender must be the contract of the step this approval unlocks: ask for its payload.
    const spendingTxn = await unlockedStepPayload(run);
    const approvalAmount = exactApprovalAmount(run);
    const checked = checkTronTransaction({
      step,
      txn,
      account,
      spendingTarget: tronPayloadTarget(spendingTxn?.txnTron),
      approvalAmount,
      routeTokens,
      now,
    });
    // The step it unlocks cannot spend more than the account holds: an amount above that is wrong.
    const balance = await signer.readTokenBalance({ token: step.from.address, owner: account });
    checkApprovalWithinBalance(approvalAmount, balance, step.from.symbol);
    return checked;
  }
  const knownTarget = approvedTarget(run);
  return checkTronTransaction({ step, txn, account, knownTarget, routeTokens, now });
}

/**
 * Broadcasts and follows until the transaction is in a block: true when it succeeded, false when
 * it expired unseen (it never will land); throws `TransactionRevertedError` for a failed call,
 * and a `WidgetError` (the step kept as sent) when the node refuses it for another reason.
 */
async function follow(run: StepRun, signer: TronSigner, signed: SignedTron): Promise<boolean> {
  for (let poll = 0; ; poll++) {
    const receipt = await signer.receipt(signed.tx.txID);
    if (receipt?.status === 'success') return true;
    if (receipt?.status === 'failed') throw new TransactionRevertedError(receipt.reason);
    if (poll % REBROADCAST_EVERY === 0) {
      run.signal?.throwIfAborted();
      const sent = await signer.broadcast(signed.tx, signed.signature);
      if (sent.status === 'expired') {
        // Past its expiration: it is in a block by now, or never will be.
        const last = await signer.receipt(signed.tx.txID);
        if (last?.status === 'success') return true;
        if (last?.status === 'failed') throw new TransactionRevertedError(last.reason);
        return false;
      }
      if (sent.status === 'refused') throw new BroadcastRefusedError(sent.code, sent.message);
    }
    await run.sleep(POLL_MS, run.signal);
  }
}
