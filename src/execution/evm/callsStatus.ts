import { isRecord } from '../storedExecution';
import type { CallsStatus } from './evmBatching';

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** The most receipts a batch of this widget's (an approval and its step) can have. */
const MAX_RECEIPTS = 16;

/** A `wallet_getCallsStatus` answer that is not what EIP-5792 describes. */
export class CallsStatusAnswerError extends Error {
  override name = 'CallsStatusAnswerError';
}

/**
 * Pure: a `wallet_getCallsStatus` answer (EIP-5792 v2: a numeric `status`, `receipts` once
 * included) in the engine's words: 1xx pending; 200 confirmed, with each receipt's transaction
 * hash (those transactions are then read from the chain, never taken on the wallet's word);
 * 4xx, 5xx and 6xx failed. Anything else is the wallet's error, thrown.
 */
export function parseCallsStatus(answer: unknown): CallsStatus {
  const status = isRecord(answer) ? answer.status : undefined;
  if (typeof status !== 'number' || !Number.isInteger(status)) {
    throw new CallsStatusAnswerError(`no numeric status: ${JSON.stringify(status) ?? 'none'}`);
  }
  if (status >= 100 && status < 200) return { status: 'pending' };
  if (status >= 400 && status < 700) return { status: 'failed', code: status };
  if (status !== 200) throw new CallsStatusAnswerError(`unknown status ${status}`);
  const receipts = isRecord(answer) ? answer.receipts : undefined;
  if (!Array.isArray(receipts) || receipts.length === 0 || receipts.length > MAX_RECEIPTS) {
    throw new CallsStatusAnswerError('confirmed without receipts');
  }
  const hashes = receipts.map((receipt) => {
    const hash = isRecord(receipt) ? receipt.transactionHash : undefined;
    if (typeof hash !== 'string' || !HASH.test(hash)) {
      throw new CallsStatusAnswerError(`a receipt without a transaction hash`);
    }
    return hash as `0x${string}`;
  });
  return { status: 'confirmed', hashes };
}
