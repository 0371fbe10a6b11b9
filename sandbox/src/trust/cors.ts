import { isDevPath } from './devAccess';
import { isLoopbackOrigin } from './loopback';

/** What the hosted page (another port) may send and read (docs/routing-api.md §5). */
const SHARED: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'accept, content-type, x-api-key, x-integrator-id',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
};

/**
 * CORS headers of one answer: `/v1` allows any origin, as the live service does; `/__sandbox/*`
 * names the requesting origin only when it is a loopback one (never `*`), and says the answer
 * depends on `Origin` so no cache hands one origin's answer to another.
 */
export function corsHeaders(pathname: string, origin: string | undefined): Record<string, string> {
  if (!isDevPath(pathname)) return { 'Access-Control-Allow-Origin': '*', ...SHARED };
  if (origin === undefined || !isLoopbackOrigin(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...SHARED };
}
