import { useEffect, useState } from 'react';

/**
 * `value`, but only once `key` has stayed the same for `delayMs` (so typing "1000" asks for one
 * quote, not four). `key` identifies the value (objects with bigints cannot be compared by `===`).
 * An undefined value passes through at once: clearing the amount must not leave old requests.
 */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    if (value === undefined) {
      setSettled({ key, value });
      return;
    }
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, value, delayMs, settled.key]);
  return settled.key === key || value === undefined ? value : settled.value;
}
