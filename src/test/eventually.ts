import { vi } from 'vitest';

/**
 * `vi.waitFor` with room for a loaded machine: its 1-s default failed a state that came in 1.2 s
 * while two e2e shards shared the cores. A check that holds sooner returns sooner.
 */
export function eventually<T>(
  check: () => T | Promise<T>,
  { timeout = 10_000, interval = 20 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(check, { timeout, interval });
}
