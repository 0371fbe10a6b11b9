import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** Test files under `dir` ending in `suffix` that replace a module (`vi.mock`), root-relative. */
export function filesMockingModules(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
    .map((file) => file.split(sep).join('/'));
}

/**
 * A Vitest project whose files share one module graph (`isolate: false`): each file would
 * otherwise import viem, React, the Solana stack and the rest again, most of the suite's CPU time.
 * Its files that replace a module with `vi.mock` would leak that mock into the files after them,
 * so they run in a twin project, `<name> (mocks)`, isolated as before. A fake of one export
 * (`fakeExportForFile` in src/test: a spy restored in the file's `afterAll`) does not leak, and costs no
 * worker of its own.
 */
export function sharingModules(
  project: TestProjectInlineConfiguration & { test: { name: string } },
  mocking: string[],
): TestProjectInlineConfiguration[] {
  const shared = {
    ...project,
    test: {
      ...project.test,
      isolate: false,
      exclude: [...configDefaults.exclude, ...mocking],
    },
  };
  if (mocking.length === 0) return [shared];
  const isolated = {
    ...project,
    test: { ...project.test, name: `${project.test.name} (mocks)`, include: mocking },
  };
  return [shared, isolated];
}
