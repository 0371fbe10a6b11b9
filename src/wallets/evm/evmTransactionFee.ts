import type { TransactionFee } from '../../execution/deps';
import { jsonRpc, RpcCallError } from '../jsonRpc';

interface EvmReceipt {
  from?: string;
  gasUsed?: string;
  effectiveGasPrice?: string;
  l1Fee?: string | null;
  blobGasUsed?: string | null;
  blobGasPrice?: string | null;
  operatorFeeScalar?: string | null;
  operatorFeeConstant?: string | null;
}

/**
 * The receipt's `gasUsed × effectiveGasPrice`, plus the rollup L1 data fee when the receipt
 * carries one (`l1Fee`: OP Stack, Scroll) and the blob fee of a blob transaction; a receipt with
 * a non-zero operator fee (OP Stack Isthmus, Mantle), whose formula differs from chain to chain,
 * is refused rather than guessed.
 */
export async function readEvmTransactionFee(rpcUrl: string, hash: string): Promise<TransactionFee> {
  const method = 'eth_getTransactionReceipt';
  const receipt = await jsonRpc<EvmReceipt | null>(rpcUrl, method, [hash]);
  if (!receipt) throw new RpcCallError(method, `no receipt for ${hash}`);
  const read = (field: keyof EvmReceipt) => quantity(method, field, receipt[field]);
  if ((read('operatorFeeScalar') ?? 0n) !== 0n || (read('operatorFeeConstant') ?? 0n) !== 0n) {
    throw new RpcCallError(method, `${hash} paid an operator fee, which is not counted`);
  }
  const gasUsed = read('gasUsed');
  const price = read('effectiveGasPrice');
  if (gasUsed === undefined || price === undefined || !receipt.from) {
    throw new RpcCallError(method, `${hash}: no sender, gasUsed or effectiveGasPrice`);
  }
  const blob = (read('blobGasUsed') ?? 0n) * (read('blobGasPrice') ?? 0n);
  return { payer: receipt.from, fee: gasUsed * price + (read('l1Fee') ?? 0n) + blob };
}

/** A JSON-RPC quantity (`0x…`); undefined when absent, an error when it is something else. */
function quantity(method: string, field: string, value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new RpcCallError(method, `${field} is not a quantity: ${String(value)}`);
  }
  return BigInt(value);
}
