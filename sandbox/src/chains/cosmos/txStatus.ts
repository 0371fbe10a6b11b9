/**
 * What the Cosmos ledger says of a transaction, for the chains' status answer: its outcome (and
 * the pool's payout of a swap), and its facts (signer, memo, messages) to check it belongs to a
 * step.
 */
import type { Delivery } from '../deliveries';
import { canonicalMsg, msgJson } from './messages';
import type { CosmosChain } from './startCosmosLedger';

export type CosmosTxOutcome =
  | { state: 'NOT_FOUND' }
  | { state: 'FAILED'; reason: string }
  | { state: 'DELIVERY'; delivery: Delivery }
  | { state: 'SUCCESS'; output?: { token: string; amount: bigint } };

export function cosmosTxOutcome(
  chain: CosmosChain,
  hash: string,
  delivery: Delivery | undefined,
): CosmosTxOutcome {
  const record = chain.ledger.getTx(hash);
  if (!record) return { state: 'NOT_FOUND' };
  if (record.code !== 0) {
    return { state: 'FAILED', reason: `${record.codespace} code ${record.code}: ${record.rawLog}` };
  }
  if (delivery) return { state: 'DELIVERY', delivery };
  const { swap } = record;
  return swap
    ? { state: 'SUCCESS', output: { token: swap.denom, amount: swap.amount } }
    : { state: 'SUCCESS' };
}

export interface CosmosTxFacts {
  kind: 'cosmos';
  signers: string[];
  memo: string;
  /** Each message as canonical JSON (messages.ts `canonicalMsg`). */
  messages: string[];
}

export function cosmosTxFacts(chain: CosmosChain, hash: string): CosmosTxFacts | undefined {
  const tx = chain.ledger.getTx(hash)?.tx;
  if (!tx) return undefined;
  return {
    kind: 'cosmos',
    signers: tx.signers,
    memo: tx.body.memo,
    messages: tx.msgs.map((m) => {
      const { '@type': _, ...value } = msgJson(m);
      return canonicalMsg(m.typeUrl, value) ?? '';
    }),
  };
}
