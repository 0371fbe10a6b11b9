import { abortAfter } from '../../lib/abortAfter';
import { jsonRpc, RpcCallError } from '../jsonRpc';

/** How long the recipient's code read may take before Review says it could not be checked. */
const CODE_READ_TIMEOUT_MS = 10_000;

/** Hex bytes, as `eth_getCode` answers: anything else is refused as an unreadable answer. */
const HEX_DATA = /^0x[\da-f]*$/i;

/**
 * EIP-7702's delegation designator (`0xef0100` and a 20-byte address): an account whose key still
 * controls it, that has lent its code to a contract. It receives tokens as any account does.
 */
const DELEGATION = /^0xef0100[\da-f]{40}$/i;

/**
 * Pure: whether an account whose `eth_getCode` answered `code` is a contract. An empty answer is
 * an account held by a key; so is a delegated one (EIP-7702).
 */
export function isContractCode(code: string): boolean {
  return code !== '0x' && !DELEGATION.test(code);
}

/**
 * Whether `address` holds contract code on the chain whose RPC is `rpcUrl` (`eth_getCode` at the
 * latest block). Plain JSON-RPC over fetch, as the other EVM reads. An answer that is no hex, a
 * node error, or no answer within 10 s is an `RpcCallError`: it says nothing about the address.
 */
export async function readEvmIsContract(
  rpcUrl: string,
  address: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const method = 'eth_getCode';
  const timeout = abortAfter(CODE_READ_TIMEOUT_MS, signal);
  let code: unknown;
  try {
    code = await jsonRpc<unknown>(rpcUrl, method, [address, 'latest'], timeout.signal);
  } catch (cause) {
    // The caller's own cancellation stays what it is.
    if (cause instanceof RpcCallError || signal?.aborted || !timeout.signal.aborted) throw cause;
    throw new RpcCallError(method, `no answer in ${CODE_READ_TIMEOUT_MS} ms`, { cause });
  } finally {
    timeout.clear();
  }
  if (typeof code !== 'string' || !HEX_DATA.test(code)) {
    throw new RpcCallError(method, 'the answer is not hex data');
  }
  return isContractCode(code);
}
