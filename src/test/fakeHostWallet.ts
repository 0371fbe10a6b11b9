import { vi } from 'vitest';

/**
 * A host page's EIP-1193 provider for the bridge's tests: answers from `answers` by method (a
 * function answer may throw, like a wallet's rejection), records every request, and emits the
 * wallet events a test asks for.
 */
export function fakeEthereum(answers: Record<string, unknown | ((params: unknown) => unknown)>) {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
    const answer = answers[method];
    if (answer === undefined)
      throw Object.assign(new Error(`${method} unsupported`), { code: 4200 });
    return typeof answer === 'function' ? answer(params) : answer;
  });
  return {
    request,
    on: (event: string, listener: (data: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener: (event: string, listener: (data: unknown) => void) => {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, data?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(data);
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}
