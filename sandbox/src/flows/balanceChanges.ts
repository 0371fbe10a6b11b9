import type { Route } from '../../../src/api/types';
import type { Execution } from '../../../src/execution/model';
import { isNativeAsset, type Ledgers } from './ledgers';

/**
 * What a route did to the user's balances, read from the ledgers before and after: the input
 * the payer lost and the output the recipient gained, with the network fees the payer paid
 * (read from the chain per transaction) taken out where they share the native coin's balance.
 */
export interface Holdings {
  /** Payer's balance of the input asset. */
  input: bigint;
  /** Recipient's balance of the output asset; undefined when `Ledgers` cannot read it (Cosmos). */
  output: bigint | undefined;
  /** Payer's native coin on the source chain. */
  sourceNative: bigint;
}

export interface BalanceChanges {
  inputDebited: bigint;
  /** What the route paid the recipient. Undefined when the destination has no ledger to read. */
  outputCredited: bigint | undefined;
  /**
   * The recipient's balance of the output asset, after minus before: `outputCredited` less the
   * fees when they come out of that same balance (native coin, same chain, same wallet).
   */
  outputBalanceChange: bigint | undefined;
  /**
   * Native coin the payer lost on the source chain, when it is neither the input nor the output
   * (then only the fees move it, so it must equal `fees`); undefined otherwise.
   */
  nativeSpent: bigint | undefined;
  fees: bigint;
}

export interface Parties {
  payer: string;
  recipient: string;
}

export async function readHoldings(
  ledgers: Ledgers,
  route: Route,
  { payer, recipient }: Parties,
): Promise<Holdings> {
  const native = { chainId: route.from.chainId, address: nativeAddress(route.from.chainId) };
  const [input, output, sourceNative] = await Promise.all([
    ledgers.balance(route.from, payer),
    ledgers.hasLedger(route.to.chainId) ? ledgers.balance(route.to, recipient) : undefined,
    ledgers.balance(native, payer),
  ]);
  return { input, output, sourceNative };
}

/**
 * Native coin the payer paid on the route's source chain for the execution's transactions (the
 * ones that reverted too), read from the chain per transaction hash the engine recorded.
 */
export async function feesPaid(ledgers: Ledgers, execution: Execution): Promise<bigint> {
  const { chainId } = execution.route.from;
  const paid = await Promise.all(
    execution.steps.flatMap((s) =>
      s.txHash && s.step.from.chainId === chainId
        ? [ledgers.transactionFee(chainId, s.txHash)]
        : [],
    ),
  );
  return paid.reduce((sum, { fee }) => sum + fee, 0n);
}

export function balanceChanges(
  route: Route,
  parties: Parties,
  before: Holdings,
  after: Holdings,
  fees: bigint,
): BalanceChanges {
  const inputNative = isNativeAsset(route.from);
  // The output lands in the balance the fees came out of: same chain, same wallet, native coin.
  const outputSharesFees =
    isNativeAsset(route.to) &&
    route.to.chainId === route.from.chainId &&
    sameAddress(parties.payer, parties.recipient);
  const inputDebited = before.input - after.input - (inputNative ? fees : 0n);
  const outputBalanceChange =
    after.output === undefined || before.output === undefined
      ? undefined
      : after.output - before.output;
  const outputCredited =
    outputBalanceChange === undefined
      ? undefined
      : outputBalanceChange + (outputSharesFees ? fees : 0n);
  const nativeSpent =
    inputNative || outputSharesFees ? undefined : before.sourceNative - after.sourceNative;
  return { inputDebited, outputCredited, outputBalanceChange, nativeSpent, fees };
}

function nativeAddress(chainId: string): string {
  return chainId === 'sol'
    ? 'So11111111111111111111111111111111111111112'
    : '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
}

function sameAddress(a: string, b: string): boolean {
  return a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b;
}
