import type { NetworkType } from '../api/types';
import { isSameAddress } from '../lib/addresses';
import { isNativeCoin } from '../lib/nativeCoin';
import { type ChainNetworkTypes, networkTypeOf } from '../lib/networkType';
import type { ExecutionDeps, SentTransaction, TransactionFee } from './deps';
import type { Execution } from './model';

/**
 * What arrived, by the ledger: the recipient's balance of the output after the execution, minus
 * the one read before it began. When the output is its chain's native coin, the network fees of
 * this execution's transactions on that chain came out of that same balance if the recipient
 * paid them (USDC -> ETH on one chain: the approval's and the swap's gas; USDC -> SOL on Solana:
 * the transaction fee), so they are added back, read from the chain per saved hash: the amount
 * is what the route delivered, not that less the fees.
 *
 * `chains` (`/chains`, when the caller has it) gives the network type of an asset that names none.
 */

/**
 * What the last step's `/status` says arrived, when it is an amount of the route's output: a
 * status that names another token (`outputToken`) is never read as the route's amount.
 */
export function receivedFromStatus(
  execution: Execution,
  chains?: ChainNetworkTypes,
): bigint | undefined {
  const last = execution.steps.at(-1);
  const token = last?.outputToken;
  const { to } = execution.route;
  if (last?.outputAmount === undefined || !token) return last?.outputAmount;
  const networkType = networkTypeOf(to, chains);
  const same =
    token.chainId === to.chainId &&
    (isSameAddress(networkType, token.address, to.address) ||
      (isNativeCoin(token, chains) && isNativeCoin(to, chains)));
  return same ? last.outputAmount : undefined;
}

/**
 * The execution's transactions whose fees may have come out of the balance the output is read
 * from: those sent on the output's chain, when the output is that chain's native coin.
 */
export function feeBearingTransactions(
  execution: Execution,
  chains?: ChainNetworkTypes,
): SentTransaction[] {
  const { to } = execution.route;
  if (!isNativeCoin(to, chains)) return [];
  return execution.steps.flatMap((s) =>
    s.txHash && s.step.from.chainId === to.chainId
      ? [{ chainId: to.chainId, networkType: s.networkType, hash: s.txHash }]
      : [],
  );
}

/** The recipient's balance change plus the fees it paid out of that balance (no one else's). */
export function receivedFromLedger(
  balance: { before: bigint; after: bigint },
  recipient: { address: string; networkType: NetworkType },
  fees: readonly TransactionFee[],
): bigint {
  const paid = fees
    .filter((f) => isSameAddress(recipient.networkType, f.payer, recipient.address))
    .reduce((sum, f) => sum + f.fee, 0n);
  return balance.after - balance.before + paid;
}

/**
 * Whether another of `executions` may have moved the balance `execution`'s amount is read from
 * while it ran: same recipient and output token, something sent, and still changing after
 * `execution` began (it went on, or started, while this one was on its way). A page closed while
 * several executions ended reads their ledger only on the next visit, so each change is then not
 * one execution's alone: the amount is not shown rather than someone else's.
 */
export function sharesRecipientBalance(
  execution: Execution,
  executions: readonly Execution[],
  chains?: ChainNetworkTypes,
): boolean {
  const { to } = execution.route;
  const networkType = networkTypeOf(to, chains);
  const same = (a: string, b: string) => isSameAddress(networkType, a, b);
  return executions.some(
    (other) =>
      other.id !== execution.id &&
      other.route.to.chainId === to.chainId &&
      same(other.route.to.address, to.address) &&
      same(other.recipient, execution.recipient) &&
      other.updatedAt > execution.createdAt &&
      other.steps.some((s) => s.txHash),
  );
}

/**
 * What arrived by the ledger, or undefined when it cannot say: no balance from before, the
 * balance or a fee to add back cannot be read. The amount is then not shown rather than guessed;
 * nothing is saved, so a later `runExecution` of it reads again (the widget's runtime resumes
 * only running executions: a done one keeps showing no amount).
 */
export async function readReceivedFromLedger(
  execution: Execution,
  deps: Pick<ExecutionDeps, 'readBalance' | 'readTransactionFee' | 'chains'>,
): Promise<bigint | undefined> {
  const { balanceBefore, recipient, route } = execution;
  const { readBalance } = deps;
  if (balanceBefore === undefined || !recipient || !readBalance) return undefined;
  const readFee =
    deps.readTransactionFee ?? (() => Promise.reject(new Error('no reader of transaction fees')));
  try {
    const [after, fees] = await Promise.all([
      readBalance(route.to, recipient),
      Promise.all(feeBearingTransactions(execution, deps.chains).map((tx) => readFee(tx))),
    ]);
    const networkType = networkTypeOf(route.to, deps.chains);
    return receivedFromLedger(
      { before: balanceBefore, after },
      { address: recipient, networkType },
      fees,
    );
  } catch {
    return undefined;
  }
}
