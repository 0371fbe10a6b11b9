import type { TxnData } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { EvmCall, EvmSigner } from '../signers';
import type { StepRun } from '../stepRun';
import { approvedTarget, exactApprovalAmount, unlockedStepPayload } from '../steps/spenderRule';
import { checkApprovalWithinBalance, UnsupportedStepError } from '../steps/stepErrors';
import { encodeApprove, planApproval } from './approval';
import { type CheckedEvmTxn, checkEvmPayload } from './checkEvmPayload';

// What an EVM step asks the wallet for: its payload after every check, then the call itself.

/** The payload, after every rule of `checkEvmPayload`. */
export async function checkedPayload(
  run: StepRun,
  txnData: TxnData,
  account: `0x${string}`,
  /** The spender an approval is being asked for in the same prompt (a batch), not yet recorded. */
  batchedSpender?: `0x${string}`,
): Promise<CheckedEvmTxn> {
  // A plain text to sign says nothing the widget could check against the route.
  if (txnData.txnType !== 'on-chain') throw new UnsupportedStepError('untyped-signature');
  if (txnData.networkType !== 'evm' || !txnData.txnEvm) {
    throw new UnsafeTransactionError(
      'payload-network',
      `expected txnEvm, got ${txnData.networkType}`,
    );
  }
  const { step } = run.record();
  const routeTokens = run.execution().steps.flatMap((r) => [r.step.from, r.step.to]);
  if (step.stepType === 'approval') {
    // The spender must be the contract of the step this approval unlocks: ask for its payload.
    const spendingTxn = await unlockedStepPayload(run);
    return checkEvmPayload({
      step,
      txn: txnData.txnEvm,
      account,
      spendingTarget: spendingTxn?.txnEvm?.to ?? orderContract(spendingTxn),
      routeTokens,
    });
  }
  return checkEvmPayload({
    step,
    txn: txnData.txnEvm,
    account,
    knownTarget: batchedSpender ?? approvedTarget(run),
    routeTokens,
  });
}

/** What the wallet is asked to send; undefined when an approval needs no signature. */
export async function callFor(
  run: StepRun,
  signer: EvmSigner,
  checked: CheckedEvmTxn,
  account: `0x${string}`,
): Promise<EvmCall | undefined> {
  if (checked.kind === 'call') {
    return {
      chainId: checked.chainId,
      from: account,
      to: checked.to,
      data: checked.data,
      value: checked.value,
    };
  }
  const { step } = run.record();
  const allowance = await signer.readAllowance({
    chainId: checked.chainId,
    token: checked.token,
    owner: account,
    spender: checked.spender,
  });
  const needed = exactApprovalAmount(run);
  const plan = planApproval({
    allowance,
    needed,
    unlimited: run.deps.options.unlimitedApprovals,
  });
  if (plan.kind === 'skip') {
    run.skip({ target: checked.spender });
    return undefined;
  }
  // The step it unlocks cannot spend more than the account holds: an amount above that is wrong.
  const balance = await signer.readTokenBalance({
    chainId: checked.chainId,
    token: checked.token,
    owner: account,
  });
  checkApprovalWithinBalance(needed, balance, step.from.symbol);
  return {
    chainId: checked.chainId,
    from: account,
    to: checked.token,
    data: encodeApprove(checked.spender, plan.amount),
    value: 0n,
  };
}

/** The contract that settles an order: what an approval before it must allow. */
function orderContract(txnData: TxnData | null | undefined): string | undefined {
  const signature = txnData?.evmSignature;
  const contract =
    signature?.kind === 'typed' ? signature.typedData.domain.verifyingContract : undefined;
  return typeof contract === 'string' ? contract : undefined;
}
