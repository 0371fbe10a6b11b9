/** A minimal JSON-RPC 2.0 call over fetch, for chain reads that must not pull in a chain SDK. */
import { WidgetError, type WidgetErrorOptions } from '../lib/widgetError';

/**
 * A chain's RPC did not give a result: unreachable, a non-2xx answer, an unreadable body, or a
 * JSON-RPC error (then `rpcCode` is the node's code, e.g. 3 for a reverted `eth_call`).
 */
export class RpcCallError extends WidgetError {
  override name = 'RpcCallError';
  readonly method: string;
  /** The node's JSON-RPC error code, when it answered with one; undefined when it did not answer. */
  readonly rpcCode: number | undefined;

  constructor(
    method: string,
    problem: string,
    options: WidgetErrorOptions & { rpcCode?: number } = {},
  ) {
    super('RPC_ERROR', 'Could not read from the chain. Try again shortly.', {
      details: `${method}: ${problem}`,
      cause: options.cause,
    });
    this.method = method;
    this.rpcCode = options.rpcCode;
  }
}

export async function jsonRpc<T>(
  url: string,
  method: string,
  params: unknown[],
  signal?: AbortSignal,
): Promise<T> {
  let res: Response;
  let body: { result?: T; error?: { code: number; message: string } };
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal,
    });
    if (!res.ok) throw new RpcCallError(method, `HTTP ${res.status}`);
    body = await res.json();
  } catch (cause) {
    // The caller's cancellation stays what it is (React Query recognises its own abort).
    if (cause instanceof RpcCallError || signal?.aborted) throw cause;
    throw new RpcCallError(method, cause instanceof Error ? cause.message : String(cause), {
      cause,
    });
  }
  if (typeof body !== 'object' || body === null) throw new RpcCallError(method, 'not an object');
  if (body.error) {
    throw new RpcCallError(method, `${body.error.code} ${body.error.message}`, {
      rpcCode: typeof body.error.code === 'number' ? body.error.code : undefined,
    });
  }
  if (!('result' in body)) throw new RpcCallError(method, 'no result');
  return body.result as T;
}
