import type { Route } from '../../api/types';

/**
 * Stable React keys for routes: by provider (fresh quotes carry new ids, and keying by id would
 * remount every radio on each refresh, dropping keyboard focus), numbered for a provider's
 * second and later routes.
 */
export function routeKeys(routes: readonly Route[]): string[] {
  const seen = new Map<string, number>();
  return routes.map((r) => {
    const n = seen.get(r.provider) ?? 0;
    seen.set(r.provider, n + 1);
    return n === 0 ? r.provider : `${r.provider}#${n}`;
  });
}
