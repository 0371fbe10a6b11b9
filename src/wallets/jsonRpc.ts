/** A minimal JSON-RPC 2.0 call over fetch, for balance reads that must not pull in a chain SDK. */

export class RpcCallError extends Error {
  override name = 'RpcCallError';
  readonly shortMessage = 'Could not read balances from the chain.';
  constructor(
    readonly method: string,
    details: string,
  ) {
    super(`${method}: ${details}`);
  }
}

export async function jsonRpc<T>(
  url: string,
  method: string,
  params: unknown[],
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  });
  if (!res.ok) throw new RpcCallError(method, `HTTP ${res.status}`);
  const body = (await res.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.error) throw new RpcCallError(method, `${body.error.code} ${body.error.message}`);
  if (!('result' in body)) throw new RpcCallError(method, 'no result');
  return body.result as T;
}
