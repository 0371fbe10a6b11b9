import { vi } from 'vitest';

/**
 * A component test's page on its first visit, whose API is not the sandbox: localStorage empty,
 * and side requests (the wallet layer's sandbox probe) answered 404. For `beforeEach`; undone by
 * `vi.unstubAllGlobals()`.
 */
export function freshPageWithoutSandbox(): void {
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
}
