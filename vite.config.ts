import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bridgeScriptPlugin } from './scripts/bridgeScript.ts';
import { pagePolicyPlugin } from './scripts/pagePolicyPlugin.ts';
import { previewWithoutCompressionPlugin } from './scripts/previewWithoutCompression.ts';
import { filesMockingModules, sharingModules } from './scripts/testIsolation.ts';
import { thirdPartyLicensesPlugin } from './scripts/thirdPartyLicenses.ts';

/**
 * The pages (`*.html`) and their scripts (`src/<page>/main.tsx`) are entries, not shared code;
 * nor is what only the iframe page uses (`src/embed/`, its bridge's protocol `src/bridge/`), which
 * stays in its entry instead of the hosted page's first load.
 */
function isSharedModule(id: string): boolean {
  return !/\.html$|[\\/]src[\\/]hosted[\\/]main\.tsx$|[\\/]src[\\/](embed|bridge)[\\/]/.test(id);
}

/**
 * The modules each page loads right after its first paint (`src/lib/afterPaint.ts`): the main
 * button's states, the routes' answer, a failed list's state, the balance line, the wallet stacks'
 * loaders and the executions (`LateStart`), the address bar's sync. Never a part an integrator can
 * hide (`hiddenUI`: the recipient row, the header's buttons): grouped, it would load with the
 * rest, and a hidden part is not loaded (e2e/variantsEmbed.spec.ts).
 */
const AFTER_FIRST_PAINT =
  /[\\/]src[\\/](components[\\/](action[\\/]MainAction|settings[\\/]SettingsAttention|routes[\\/]RoutesQuotes|amount[\\/](balanceLine|StartingPair))|startup[\\/]LateStart|state[\\/]urlSync)\.tsx?$/;
/** What loads once the first answers are painted (`useAfterStartup`): the token picker. */
const AFTER_STARTUP = /[\\/]src[\\/]components[\\/]pickers[\\/]SideTokenPickerDialog\.tsx$/;
/**
 * How a choice becomes a `/quotes` request, and its query string: a deep link's page asks for it
 * beside the address checks, with how it sends its first quotes (`deepLinkQuotes`); the routes' code (after the first paint)
 * imports it; the client awaits it before it sends a quote request.
 */
const QUOTE_REQUEST =
  /[\\/]src[\\/](quoting[\\/](buildQuoteRequest|deepLinkQuoteRequest)|api[\\/]queryEncoding|startup[\\/]deepLinkQuotes)\.ts$/;
/** The address checks (checksums, base58, bech32) with their hashes: a deep link needs them first. */
const ADDRESS_CHECKS = /[\\/]src[\\/]lib[\\/]addressFormats\.ts$/;

// One config for the page builds and for every Vitest project. `--mode development` builds keep
// what is for development only (see src/env.d.ts); a plain `vite build` is production.
export default defineConfig(({ mode }) => ({
  // `bridge.js`: the host page's script for the iframe widget, served beside `embed.html`.
  plugins: [
    react(),
    tailwindcss(),
    pagePolicyPlugin(),
    previewWithoutCompressionPlugin(),
    bridgeScriptPlugin('bridge.js'),
    thirdPartyLicensesPlugin(),
  ],
  define: { __DEVELOPMENT_BUILD__: JSON.stringify(mode !== 'production') },
  build: {
    target: 'es2022',
    // Every browser with modulepreload (Safari 17+, Firefox 115+, Chromium) preloads a lazy
    // chunk's imports itself; the polyfill (0.2 KB gzip of the first load) only helped older ones,
    // which still load everything, a round trip later for a lazy chunk's imports.
    modulePreload: { polyfill: false },
    // Maps are written for the bench's bundle checks but not referenced from the code, so a
    // browser never asks for them; a host can leave them out.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Two pages from one codebase: the hosted swap page and the iframe widget.
      input: { main: 'index.html', embed: 'embed.html' },
      output: {
        // A lazy chunk's name is its hash alone: the first load lists every lazy file a dynamic
        // import may preload (`__vite__mapDeps`), and 60 readable names cost 0.6 KB gzip of it.
        // The bench names chunks from their source maps.
        chunkFileNames: (chunk) =>
          chunk.name === 'initial' || chunk.name === 'rolldown-runtime'
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // What the pages load first, as one chunk. Left to itself, rolldown cuts it into several
        // shared chunks (by which lazy chunks use the same modules), and each cut costs a request
        // and gzip's shared context: about 3 KB gzip of the first load. Each page's own script
        // stays its own entry, so a page runs only its own.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], test: isSharedModule, priority: 2 },
            // What every page loads right after its first paint (`afterPaint`), with what it
            // imports, as one chunk: one request after the paint instead of about twenty small
            // ones in a burst.
            { name: 'quote-request', test: QUOTE_REQUEST, priority: 1 },
            { name: 'after-paint', test: AFTER_FIRST_PAINT, priority: 1 },
            { name: 'address-checks', test: ADDRESS_CHECKS, priority: 1 },
            { name: 'after-startup', test: AFTER_STARTUP },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  test: {
    // Measured in CPU time on 2 cores (`/usr/bin/time`): isolated, the unit files took 65 s, the
    // sandbox's 110 s; sharing their module graph, 12 s and 46 s (scripts/testIsolation.ts), in
    // any file order (`--sequence.shuffle`).
    projects: [
      ...sharingModules(
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts'],
            environment: 'node',
            // Worker threads, not child processes: in CPU time 28.6 s instead of 31.6 s (each
            // isolated file starts a worker of its own; a thread's start and messages cost less).
            pool: 'threads',
            // Vitest's 5 s default failed a 3-s test on a machine twice as busy: a test's time
            // grows with the load, and a slower machine should be slower, not red. (Set here, not
            // at the top: a top-level limit replaced the sandbox project's own.)
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        filesMockingModules('src', '.test.ts'),
      ),
      // Shared like the unit files: 142 s of CPU isolated, 68 s so (40 files in 20 s, the 17 that
      // mocked a module isolated as before), in any file order. Since then 12 of those 17 put
      // their fakes in with `vi.spyOn` on a module's export: the ui projects took 32 to 36 s of
      // CPU instead of 60 s. The 5 left time a module's load (a chunk late or failing), which
      // needs a fresh module graph.
      ...sharingModules(
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['src/**/*.test.tsx'],
            environment: 'happy-dom',
            // As for the unit files: in CPU time 19.5 s instead of 22.9 s shared, and 39 to 42 s
            // instead of 45 to 50 s for the isolated files that mock a module. (The sandbox's files
            // stay in processes: a process's exit and signals stop the anvils they start.)
            pool: 'threads',
            setupFiles: ['src/test/setup.ts'],
            // Room for waits of 30 s (src/test/setup.ts) on a machine running two test runs.
            testTimeout: 60_000,
          },
        },
        filesMockingModules('src', '.test.tsx'),
      ),
      ...sharingModules(
        {
          extends: true,
          test: {
            name: 'sandbox',
            include: ['sandbox/**/*.test.ts'],
            environment: 'node',
            // Its chains start in a beforeAll: 3 to 4 s alone, 16 s beside 10 busy-looping
            // processes, 37 s beside 20, and over 120 s beside a second whole test run (a hook
            // limit of 120 s ran out there). The limits catch a hang, not a slow machine.
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
        filesMockingModules('sandbox', '.test.ts'),
      ),
    ],
  },
}));
