import type { Chain } from '../api/types';
import type { SentTransaction, TransactionFee } from '../execution/deps';
import { jsonRpc, RpcCallError } from '../wallets/jsonRpc';
import { rpcUrlOf } from '../wallets/rpcUrlOf';

/**
 * The network fee one of the execution's transactions paid, and who paid it, read from its chain
 * by the hash its step saved (so after a reload too: the record keeps hashes, not fees), for the
 * amount a swap actually delivered in a native coin the recipient also paid fees in.
 *
 * EVM: the receipt's `gasUsed × effectiveGasPrice`, plus the rollup L1 data fee when the receipt
 * carries one (`l1Fee`: OP Stack, Scroll) and the blob fee of a blob transaction; a receipt with
 * a non-zero operator fee (OP Stack Isthmus, Mantle), whose formula differs from chain to chain,
 * is refused rather than guessed. Solana: `meta.fee` (base and priority fee), paid by the first
 * account of the message. Rejects when the chain does not know the transaction.
 */
export async function readTransactionFee(
  chains: readonly Chain[],
  tx: SentTransaction,
): Promise<TransactionFee> {
  const rpcUrl = rpcUrlOf(chains.find((c) => c.chainId === tx.chainId));
  if (!rpcUrl) throw new Error(`no RPC for chain ${tx.chainId}`);
  if (tx.networkType === 'evm') return evmFee(rpcUrl, tx.hash);
  if (tx.networkType === 'sol') return solanaFee(rpcUrl, tx.hash);
  if (tx.networkType === 'tron') {
    const { readTronFee } = await import('../wallets/tron/tronBalances');
    return readTronFee(rpcUrl, tx.hash);
  }
  throw new Error(`no fee reader for ${tx.networkType}`);
}

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

async function evmFee(rpcUrl: string, hash: string): Promise<TransactionFee> {
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

/** `getTransaction` as JSON, as far as it is read (an RPC's answer is not trusted to be whole). */
interface SolanaTransaction {
  meta?: { fee?: unknown } | null;
  transaction?: { message?: { accountKeys?: unknown[] } };
}

async function solanaFee(rpcUrl: string, signature: string): Promise<TransactionFee> {
  const method = 'getTransaction';
  const found = await jsonRpc<SolanaTransaction | null>(rpcUrl, method, [
    signature,
    { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ]);
  const fee = found?.meta?.fee;
  const payer = found?.transaction?.message?.accountKeys?.[0];
  if (
    typeof fee !== 'number' ||
    !Number.isSafeInteger(fee) ||
    fee < 0 ||
    typeof payer !== 'string'
  ) {
    throw new RpcCallError(method, `no fee or fee payer for ${signature}`);
  }
  return { payer, fee: BigInt(fee) };
}
