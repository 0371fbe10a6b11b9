import { isRecord } from '../storedExecution';

/** The `atomic` statuses under which a wallet runs a batch all or nothing (EIP-5792). */
const ATOMIC = new Set(['supported', 'ready']);

/**
 * Pure: whether a wallet's `wallet_getCapabilities` answer says it runs calls atomically on
 * `chainId`: `atomic.status` `supported` or `ready` under the chain's hex id, or under `0x0`,
 * which EIP-5792 reserves for every chain. The answer is the wallet's word, of any shape: what is
 * not exactly that is a no, and each step is then sent alone.
 */
export function atomicBatchSupported(capabilities: unknown, chainId: number): boolean {
  if (!isRecord(capabilities)) return false;
  const ownKey = Object.keys(capabilities).find(
    (key) => /^0x[0-9a-f]{1,16}$/i.test(key) && Number(key) === chainId,
  );
  return [ownKey, '0x0'].some((key) => {
    const chain = key === undefined ? undefined : capabilities[key];
    const atomic = isRecord(chain) ? chain.atomic : undefined;
    return isRecord(atomic) && typeof atomic.status === 'string' && ATOMIC.has(atomic.status);
  });
}

/**
 * A wallet without the method: EIP-1193's 4200 (unsupported method), JSON-RPC's -32601 (method
 * not found) or a provider's -32004 (method not supported), on the error or any cause. The step is
 * then sent alone, as to any wallet; anything else (a rejection above all) is the wallet's answer.
 */
export function isMethodUnsupported(error: unknown): boolean {
  for (let e = error, depth = 0; isRecord(e) && depth < 8; e = e.cause, depth++) {
    if (e.code === 4200 || e.code === -32601 || e.code === -32004) return true;
  }
  return false;
}
