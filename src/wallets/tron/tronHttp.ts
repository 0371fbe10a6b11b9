/**
 * The reads and the broadcast a Tron wallet stack does itself, over a full node's HTTP API
 * (java-tron's `/wallet/*`, at the chain's `rpcUrls` entry in `/chains`): plain `fetch`, no
 * TronWeb. An answer that is not JSON, or an HTTP error, throws: the engine keeps what it saved
 * and follows again later.
 */
import { trimTrailing } from '../../lib/trimTrailing';

export type TronHttp = <T>(path: `/wallet/${string}`, body: Record<string, unknown>) => Promise<T>;

export function tronHttp(baseUrl: string, fetchImpl: typeof fetch = fetch): TronHttp {
  const base = trimTrailing(baseUrl, '/');
  return async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const response = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    });
    if (!response.ok) throw new Error(`Tron node ${path} answered HTTP ${response.status}`);
    return (await response.json()) as T;
  };
}
