import type { SentEvmTransaction } from '../signers';

/** What a transaction a wallet sent for a step must be: the step's sender, nonce and target. */
export interface ExpectedTransaction {
  from: string;
  /** The nonce read before the prompt; undefined when none was (nothing to compare). */
  nonce: number | undefined;
  /** A fresh send: a later nonce passes too (the wallet's own pending ones came first). */
  nonceOrLater?: boolean | undefined;
  /** The addresses it may go to (an approval: its token; a cancellation: the sender itself). */
  to: readonly string[];
}

/**
 * How the transaction the chain has for a wallet's hash differs from what was asked: a wallet
 * (a host page's, over the bridge, above all) may answer the hash of any transaction, and only
 * the chain can say whose it is. Empty when it is the one asked. In words for `details`.
 */
export function sentTransactionProblems(
  sent: Pick<SentEvmTransaction, 'from' | 'nonce' | 'to'>,
  expected: ExpectedTransaction,
): string[] {
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
  return [
    !same(sent.from, expected.from) && `from ${sent.from}, the wallet is ${expected.from}`,
    expected.nonce !== undefined &&
      (expected.nonceOrLater ? sent.nonce < expected.nonce : sent.nonce !== expected.nonce) &&
      `nonce ${sent.nonce}, not ${expected.nonceOrLater ? 'at least ' : ''}${expected.nonce}`,
    !expected.to.some((to) => same(sent.to, to)) &&
      `to ${sent.to ?? 'nothing (a contract creation)'}, not ${expected.to.join(', ')}`,
  ].filter((problem): problem is string => typeof problem === 'string');
}
