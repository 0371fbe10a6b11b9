import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/**
 * What every persisted store of the widget shares (settings now, executions next): namespaced
 * keys, storage that never throws, and a JSON codec that keeps bigints. Each store brings its own
 * `version`, `migrate` and `merge` (stored data is untrusted: re-check it field by field).
 */

/**
 * Where one widget instance keeps its data for one API: `<instance>:<api origin>`. Settings and
 * custom tokens belong to the API they were chosen against (its providers, its tokens), so the
 * same instance pointed at another API starts fresh instead of reusing them.
 */
export function storageScope(instanceId: string, apiUrl: string): string {
  return `${instanceId}:${apiOrigin(apiUrl)}`;
}

/** `swapwidget:<scope>:<name>`: two widgets on a page, or the host page, never share a key. */
export function storageKey(scope: string, name: string): string {
  return `swapwidget:${scope}:${name}`;
}

function apiOrigin(apiUrl: string): string {
  try {
    const { origin } = new URL(apiUrl);
    if (origin !== 'null') return origin;
  } catch {
    // Not a URL (the config refuses those before a store exists): it keys itself.
  }
  return apiUrl;
}

/**
 * JSON storage for zustand's `persist` that never throws: a corrupt value reads as "nothing
 * stored", and a failing write (quota, storage disabled in a sandboxed iframe) is ignored.
 * Bigints survive the round trip (as `{ "$bigint": "<decimal>" }`). Without `storage`, the
 * browser's localStorage when there is one, else memory (data lives as long as the page).
 */
export function safeJsonStorage<S>(storage?: StateStorage): PersistStorage<S> | undefined {
  const base = storage ?? browserStorage() ?? memoryStorage();
  const safe: StateStorage = {
    getItem: (name) => {
      try {
        const text = base.getItem(name);
        if (typeof text !== 'string') return null;
        JSON.parse(text);
        return text;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        base.setItem(name, value);
      } catch {
        // Storage full or blocked: the data just is not remembered.
      }
    },
    removeItem: (name) => {
      try {
        base.removeItem(name);
      } catch {
        // ignore
      }
    },
  };
  return createJSONStorage<S>(() => safe, { replacer: bigintReplacer, reviver: bigintReviver });
}

const BIGINT_TAG = '$bigint';

function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function bigintReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const digits = (value as Record<string, unknown>)[BIGINT_TAG];
  if (keys.length === 1 && typeof digits === 'string' && /^-?\d{1,100}$/.test(digits)) {
    return BigInt(digits);
  }
  return value;
}

/** `window.localStorage`, or undefined where there is none or it may not be touched. */
export function browserStorage(): StateStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    // Accessing localStorage throws when cookies are blocked for a third-party iframe.
    return undefined;
  }
}

/** A `StateStorage` in memory; `data` is exposed for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => {
      data.set(name, value);
    },
    removeItem: (name) => {
      data.delete(name);
    },
  };
}
