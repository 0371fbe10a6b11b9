import { WidgetError } from '../../lib/widgetError';
import { RpcCallError } from '../jsonRpc';

/** A chain read, its failure an `RpcCallError` naming the method. */
export async function rpc<T>(method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof WidgetError) throw cause;
    throw new RpcCallError(method, cause instanceof Error ? cause.message : String(cause), {
      cause,
    });
  }
}
