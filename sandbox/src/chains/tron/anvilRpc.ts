import { ChainError } from '../errors';
import { rpcPost } from '../evm/rpcPost';

/** One JSON-RPC call to the ledger's anvil; an RPC error becomes a ChainError with its data. */
export async function anvilRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await rpcPost(
    rpcUrl,
    JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }, (_, v) =>
      typeof v === 'bigint' ? `0x${v.toString(16)}` : v,
    ),
  );
  const body = JSON.parse(response.text) as {
    result?: T;
    error?: { code?: number; message?: string; data?: unknown };
  };
  if (response.status !== 200 || body.error) {
    throw new ChainError('The Tron ledger’s EVM refused a request', {
      details: `${method}: ${body.error?.message ?? response.status}`,
    });
  }
  return body.result as T;
}
