import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Route } from '../../api/types';

export interface SeenProvider {
  /** The id the API takes in `include`/`exclude`. */
  id: string;
  name: string;
}

function routesOf(data: unknown): Route[] {
  if (typeof data !== 'object' || data === null) return [];
  const quotes = (data as { quotes?: unknown }).quotes;
  return Array.isArray(quotes) ? (quotes as Route[]) : [];
}

/**
 * Providers that appeared in any quotes response of this widget instance, read from its React
 * Query cache (whatever the quotes query key looks like: every cached value shaped as
 * `{ quotes: Route[] }` counts). Sorted by name; recomputed when the cache changes.
 */
export function useSeenProviders(): SeenProvider[] {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const read = () => {
    const byId = new Map<string, string>();
    for (const query of cache.getAll()) {
      for (const route of routesOf(query.state.data)) {
        if (typeof route?.provider !== 'string') continue;
        byId.set(route.provider, route.providerDetails?.name || route.provider);
      }
    }
    // A string snapshot keeps the identity stable between equal reads.
    return JSON.stringify([...byId].sort((a, b) => a[1].localeCompare(b[1])));
  };
  // On a server the cache is read the same way (it is this render's own, usually empty).
  const snapshot = useSyncExternalStore((onChange) => cache.subscribe(onChange), read, read);
  return (JSON.parse(snapshot) as [string, string][]).map(([id, name]) => ({ id, name }));
}
