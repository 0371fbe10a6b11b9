import type { AccountEffect } from '../effects/accountEffects';
import type { StepRecord } from '../model';
import type { Connected, StepRun, Wallet } from '../stepRun';
import { stepAtWallet, stepRebuild, stepSubmitted } from '../transitions';
import { keepStepEffect } from './keepStepEffect';
import { type NextPayload, nextOnChainPayload, type PayloadNetwork } from './nextOnChainPayload';
import { TransactionRevertedError } from './stepErrors';

/** What the wallet is to sign, and what the step's record says of it as the prompt opens. */
export interface Prepared<T> {
  unsigned: T;
  atWallet?: Pick<StepRecord, 'target' | 'programs'>;
  /** Its simulated effect on the account, held to the step: the panel shows it at the prompt. */
  effects: readonly AccountEffect[];
}

/**
 * One network whose wallet only signs and the engine sends (Solana, Tron, Cosmos): its own part
 * of a step. The order around it, and what every such network keeps to, is `runSignOnlyStep`.
 */
/**
 * `P` its payload (`TxnSol`, ...), `S` its signer, `T` what the wallet is to sign, `W` what the wallet gives back,
 * `Signed` the signed transaction the record keeps.
 */
export interface SignOnlyNetwork<P, S extends Wallet, T, Signed, W = Signed> {
  network: PayloadNetwork;
  /** How many times a transaction that expired unseen is signed anew (0: it cannot expire so). */
  maxRebuilds: number;
  /**
   * The transaction this step signed before (a reload), from its record, held to the connected
   * account (storage may hold another key's); undefined when the record keeps none.
   */
  saved(run: StepRun, connected: Connected<S>): Promise<Signed | undefined> | Signed | undefined;
  /**
   * The fresh payload checked against the route, prepared and simulated, and its effect on the
   * account held to the step, before the wallet is asked: refused in words otherwise.
   */
  prepare(run: StepRun, next: NextPayload<P, S>): Promise<Prepared<T>>;
  /** The wallet's signature (its refusal is the wallet's error, in words). */
  sign(signer: S, unsigned: T): Promise<W>;
  /** The signed transaction from what the wallet gave, checked (a wallet may sign something else). */
  signed(unsigned: T, fromWallet: W, account: Connected<S>['account']): Promise<Signed> | Signed;
  /** What the record keeps of it: saved before it is sent, so a reload sends these bytes again. */
  submitted(signed: Signed): Parameters<typeof stepSubmitted>[2];
  /**
   * Sends and follows it until it is in a block: 'landed', or 'expired' when it provably never
   * will be (only then is a new one signed). A failed transaction throws.
   */
  settle(run: StepRun, connected: Connected<S>, signed: Signed): Promise<'landed' | 'expired'>;
  hash(signed: Signed): string;
}

/**
 * One step of a sign-only network: followed when it is on chain; a transaction signed before (a
 * reload) sent again, never a second signature for it; else `/nextTx` (nothing to sign: skipped,
 * no wallet needed), the network's checks and simulated effect, the wallet's signature, saved
 * before anything is sent; sent and followed until in a block, then `/status` until final. Only a
 * transaction that expired unseen is signed anew, by a full run (a run that only follows asks
 * nothing of the wallet).
 */
export async function runSignOnlyStep<P, S extends Wallet, T, Signed, W>(
  run: StepRun,
  network: SignOnlyNetwork<P, S, T, Signed, W>,
  wallet: S | undefined,
): Promise<void> {
  for (let attempt = 0; attempt <= network.maxRebuilds; attempt++) {
    const record = run.record();
    if (record.phase === 'tracking' && record.txHash) return run.track(record.txHash);
    let signed: Signed | undefined;
    if (record.phase === 'submitted' && record.txHash) {
      // Held to the connected account, and sent through its wallet: saved bytes wait for it.
      const connected = run.wallet(wallet);
      if (!connected) return;
      signed = await network.saved(run, connected);
    }
    if (!signed && run.followOnly) return;
    signed ??= await signNew(run, network, wallet);
    if (!signed) return; // skipped, or waiting for the wallet
    const connected = run.wallet(wallet);
    if (!connected) return;
    if ((await network.settle(run, connected, signed)) === 'landed') {
      return run.track(network.hash(signed));
    }
    run.apply((x, now) => stepRebuild(x, run.stepId, now));
  }
  throw new TransactionRevertedError('the network did not take the transaction in time');
}

async function signNew<P, S extends Wallet, T, Signed, W>(
  run: StepRun,
  network: SignOnlyNetwork<P, S, T, Signed, W>,
  wallet: S | undefined,
): Promise<Signed | undefined> {
  const next = await nextOnChainPayload<P, S>(run, network.network, wallet);
  if (!next) return undefined;
  const { unsigned, atWallet = {}, effects } = await network.prepare(run, next);
  keepStepEffect(run, effects);
  const fromWallet = await run.prompt(
    'signature',
    (x, now) => stepAtWallet(x, run.stepId, atWallet, now),
    () => network.sign(next.signer, unsigned),
  );
  const signed = await network.signed(unsigned, fromWallet, next.account);
  // Saved only if the run still goes on: one stopped meanwhile (its lease lost) keeps and sends
  // nothing of it, so these bytes never reach the chain.
  run.apply((x, now) => stepSubmitted(x, run.stepId, network.submitted(signed), now));
  return signed;
}
