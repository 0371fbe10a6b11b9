import { afterAll, vi } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: any function's shape, as `vi.spyOn` takes it.
type AnyFunction = (...args: any[]) => any;
type FunctionNames<M> = { [K in keyof M]: M[K] extends AnyFunction ? K : never }[keyof M] & string;

/**
 * Test only: `module[name]` is `fake` for the rest of this test file. A spy on the export, not
 * `vi.mock`, so the file shares the module graph with the others (`scripts/testIsolation.ts`);
 * put back after the file's last test and its unmounts, before the next file runs.
 */
export function fakeExportForFile<M extends object, K extends FunctionNames<M>>(
  module: M,
  name: K,
  fake: M[K],
): void {
  const spy = vi.spyOn(module, name as never).mockImplementation(fake as never);
  afterAll(() => spy.mockRestore());
}
