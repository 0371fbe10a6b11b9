import type { TransactionFee } from '../../execution/deps';
import { jsonRpc, RpcCallError } from '../jsonRpc';

/** `getTransaction` as JSON, as far as it is read (an RPC's answer is not trusted to be whole). */
interface SolanaTransaction {
  meta?: { fee?: unknown } | null;
  transaction?: { message?: { accountKeys?: unknown[] } };
}

/** `meta.fee` (base and priority fee), paid by the first account of the message. */
export async function readSolanaTransactionFee(
  rpcUrl: string,
  signature: string,
): Promise<TransactionFee> {
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
