import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';
import type { Plugin } from 'vite';

/**
 * What the published declarations may not keep from the source:
 * - `@tanstack/query-core`: the query options' inferred types name it, but it is React Query's own
 *   dependency, not ours (a strict installer would not let an integrator resolve it); React Query
 *   re-exports all of it (`export * from '@tanstack/query-core'`).
 * - The `Register` augmentation (`src/queries/register.ts`): it types every React Query error as
 *   `WidgetError`, which is right inside the widget but would retype the host app's own queries.
 *   The exported hooks and options name `WidgetError` explicitly, so nothing of ours needs it.
 */
export function publishableDeclarations(text: string): string {
  return text
    .replaceAll('"@tanstack/query-core"', '"@tanstack/react-query"')
    .replace(
      /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?declare module '@tanstack\/react-query' \{\s*interface Register \{[^{}]*\}\s*\}\s*/,
      '',
    );
}

/**
 * After the library's JavaScript is written, one `.d.ts` per entry beside it (`index.d.ts`,
 * `client.d.ts`), each self-contained: rolldown-plugin-dts bundles what tsc declares for the
 * entry, so no relative import is left for Node's ESM resolution to trip on and nothing internal
 * is addressable. Packages stay imports, the packages' own dependencies included (their types
 * are theirs to ship): `publishableDeclarations` then names them by what we depend on.
 */
/** TypeScript 7's compiler binary, for this platform (the `typescript-native` dev dependency). */
async function tsgoPath(): Promise<string> {
  const pkg = createRequire(import.meta.url).resolve('typescript-native/package.json');
  const getExePath = join(dirname(pkg), 'lib', 'getExePath.js');
  const { default: exePath } = (await import(pathToFileURL(getExePath).href)) as {
    default: () => string;
  };
  return exePath();
}

export function bundleDeclarations(options: {
  entries: Record<string, string>;
  tsconfig: string;
}): Plugin {
  let outDir = 'dist';
  return {
    name: 'swap-widget:bundle-declarations',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // One build per entry: built together, entries that share types (the config, the events)
      // would import them from a shared declaration chunk instead of each holding its own.
      for (const [name, input] of Object.entries(options.entries)) {
        const output = await build({
          input: { [name]: input },
          external: (id) => /^(?![./\\]|[A-Za-z]:|\0)/.test(id),
          // TypeScript 7's native compiler writes the declarations (as it runs the type check):
          // 16 s of CPU for the package's build instead of 23 s with TypeScript 5.9, and the same
          // declarations but for the quotes of string literals.
          plugins: [
            dts({
              emitDtsOnly: true,
              tsconfig: options.tsconfig,
              tsgo: { path: await tsgoPath() },
            }),
          ],
          output: { dir: outDir, format: 'es' },
          logLevel: 'warn',
          checks: { pluginTimings: false },
        });
        for (const file of output.output) {
          if (!file.fileName.endsWith('.d.ts')) continue;
          const path = join(outDir, file.fileName);
          writeFileSync(path, publishableDeclarations(readFileSync(path, 'utf8')));
        }
      }
    },
  };
}
