import { useEffect, useState } from 'react';

/**
 * `value`, but only once `key` has stayed the same for `delayMs` (so typing "1000" asks for one
 * quote, not four). `key` identifies the value (objects with bigints cannot be compared by `===`).
 *
 * Only edits wait: `editKey` names what the user chose (the typed amount, the tokens, the
 * settings). A value that changed while `editKey` did not (the lists or a balance arrived, a
 * wallet connected) passes at once, and so does the first value: a deep link's first request
 * must not wait for a pause in typing nobody did. An undefined value passes through at once too:
 * clearing the amount must not leave old requests.
 */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number, editKey = key): T {
  const [settled, setSettled] = useState<{ key: string; value: T; editKey: string }>({
    key,
    value,
    editKey,
  });
  const immediate = value === undefined || editKey === settled.editKey;
  useEffect(() => {
    if (key === settled.key) return;
    if (immediate) {
      setSettled({ key, value, editKey });
      return;
    }
    const timer = setTimeout(() => setSettled({ key, value, editKey }), delayMs);
    return () => clearTimeout(timer);
  }, [key, value, editKey, delayMs, settled.key, immediate]);
  return settled.key === key || immediate ? value : settled.value;
}
