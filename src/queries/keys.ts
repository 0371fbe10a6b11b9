import type { QueryKey } from '@tanstack/react-query';

/**
 * Every query key is a tuple that starts with the widget instance's scope string, so two widgets
 * on a page (or a widget inside a host app that uses React Query too) never share cache entries:
 * `[scope, 'quotes', request]`. `scopeQueryKey(scope)` matches everything of one instance.
 */
export function scopeQueryKey(scope: string): readonly [string] {
  return [scope] as const;
}

/**
 * Query key hash that survives bigint (React Query's default `JSON.stringify` throws on it) and
 * ignores object key order, like wagmi's. `1n` and `"1"` hash apart.
 */
export function queryKeyHashFn(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) => {
    if (typeof value === 'bigint') return `${value.toString()}n`;
    if (isPlainObject(value)) {
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(value).sort()) sorted[key] = value[key];
      return sorted;
    }
    return value;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
