import { ChainError } from '../errors';

/** One JSON-RPC call to the ledger's anvil; an RPC error becomes a ChainError with its data. */
export async function anvilRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }, (_, v) =>
      typeof v === 'bigint' ? `0x${v.toString(16)}` : v,
    ),
  });
  const body = (await response.json()) as {
    result?: T;
    error?: { code?: number; message?: string; data?: unknown };
  };
  if (!response.ok || body.error) {
    throw new ChainError('The Tron ledger’s EVM refused a request', {
      details: `${method}: ${body.error?.message ?? response.status}`,
    });
  }
  return body.result as T;
}
