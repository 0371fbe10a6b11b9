import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser';
import type { E2EOptions } from './e2e/fixtures';
import { E2E_HOST_PAGE_ORIGIN, E2E_PORTS, e2eApiUrl } from './e2e/ports';
import { e2eShard, SHARD_SPECS } from './e2e/shards';

/**
 * e2e tests drive the pages against a real sandbox (with its local chains), in two builds and on
 * Vite's development server:
 * - `development build` (most tests): `vite build --mode development`, which keeps the sandbox
 *   tools (badge, dev wallets) and accepts a link's API with an "Untrusted API" banner; its React
 *   is React's production build (the build's NODE_ENV is production);
 * - `production build` (`e2e/production/`): a plain `vite build` with its API, RPCs and content
 *   security policy fixed at build time, as an integrator ships it;
 * - `dev server` (`e2e/devServer/`): the page as `npm start` serves it, with React's development
 *   build, which warns where the production build is silent: a console warning fails its tests.
 *
 * `npm test` splits the run in three shards side by side (`E2E_SHARD`, `e2e/shards.ts`): the
 * second and third run some of the development build's specs, with only the servers those need.
 */
const rpc = (port: number) => [`http://127.0.0.1:${port}`];
/**
 * The sandbox's status channel, as `npm start` gives it: the development pages follow steps over
 * it. The production build has none (`productionEnv` empties it): it polls `/status`.
 */
const statusChannelEnv = {
  VITE_STATUS_CHANNEL_URL: `${e2eApiUrl.replace(/^http/, 'ws')}/status/stream`,
};
const productionEnv = {
  VITE_DEFAULT_API_URL: e2eApiUrl,
  VITE_RPC_URLS: JSON.stringify({
    '31337': rpc(E2E_PORTS.evm[0] ?? 0),
    '31338': rpc(E2E_PORTS.evm[1] ?? 0),
    sol: rpc(E2E_PORTS.solana),
  }),
  // The shop page of the bridge tests frames the iframe widget from another origin.
  VITE_FRAME_ANCESTORS: E2E_HOST_PAGE_ORIGIN,
  VITE_STATUS_CHANNEL_URL: '',
};

/**
 * Playwright's trace (`E2E_TRACE`: `retain-on-failure`, the default, `on` or `off`). Its DOM
 * snapshots at every action cost the browser about a third more CPU in a run (170 s against
 * 110 s for executionRefusals.spec.ts, screenshots or not), so `npm test`, whose two shards and
 * Vitest share two cores, runs without it (scripts/test.mjs); a spec run alone keeps one for each
 * failed test.
 */
function e2eTrace(value: string | undefined): 'retain-on-failure' | 'on' | 'off' {
  if (value === undefined || value === '') return 'retain-on-failure';
  if (value === 'retain-on-failure' || value === 'on' || value === 'off') return value;
  throw new Error(`E2E_TRACE must be retain-on-failure, on or off, not ${JSON.stringify(value)}`);
}

/**
 * How long a web server may take to answer. A server that exits fails the run at once, so this
 * only catches one that hangs: a sandbox starts in 3 to 4 s alone but took over 150 s beside a
 * second whole test run, and builds slow down alike. A slower machine should be slower, not red.
 */
const SERVER_START_MS = 300_000;

const benchIgnore = process.env.PLAYWRIGHT_BENCH ? [] : ['**/bench/**'];

/**
 * The custom element's script (`e2e/element/vite.config.ts`), in development mode for the sandbox
 * dev wallets, built into the development build's preview so it is served at /element/.
 */
const elementBuild = `npx vite build -c e2e/element/vite.config.ts --mode development --outDir dist-e2e/${E2E_PORTS.developmentWeb}/element --emptyOutDir --logLevel warn`;

/** Whether this run has the production build's and the dev server's projects (the first shard). */
const allProjects = e2eShard.index === 1;

const builds = [
  {
    name: 'development build',
    port: E2E_PORTS.developmentWeb,
    mode: 'development',
    env: {},
    // The custom element's spec runs in the first shard.
    extraBuild: allProjects ? elementBuild : undefined,
  },
  ...(allProjects
    ? [
        {
          name: 'production build',
          port: E2E_PORTS.productionWeb,
          mode: 'production',
          env: productionEnv,
          extraBuild: undefined,
        },
      ]
    : []),
];

/** The development build's specs: those of this shard. */
const developmentSpecs = !e2eShard.sharded
  ? {}
  : e2eShard.index === 1
    ? { testIgnore: [...SHARD_SPECS[2], ...SHARD_SPECS[3]] }
    : { testMatch: [...SHARD_SPECS[e2eShard.index]] };

/** The production build's and the dev server's projects (the first shard only). */
const otherProjects = allProjects
  ? [
      {
        name: 'production build',
        testMatch: ['**/production/**/*.spec.ts'],
        testIgnore: benchIgnore,
        use: { baseURL: `http://127.0.0.1:${E2E_PORTS.productionWeb}` },
      },
      {
        name: 'dev server',
        // Its own folder as its test dir: Playwright matches globs against absolute paths, case
        // blind, so `**/devServer/**` would also match a checkout in a folder called devserver.
        testDir: 'e2e/devServer',
        use: {
          baseURL: `http://127.0.0.1:${E2E_PORTS.devServerWeb}`,
          failOnConsoleWarnings: true,
        },
      },
    ]
  : [];

export default defineConfig<E2EOptions>({
  testDir: 'e2e',
  // Browser benchmarks run only from `npm run bench` (each project repeats this: a project's own
  // testIgnore replaces the top-level one).
  testIgnore: benchIgnore,
  // Each shard its own: Playwright empties it when it starts.
  outputDir: e2eShard.sharded ? `test-results/shard-${e2eShard.index}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test's time grows with the machine's load (on two busy cores a swap took twice its quiet
  // time): the limits leave room for that, so a slower machine is slower, not red.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    trace: e2eTrace(process.env.E2E_TRACE),
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
    // As a person who asks for less motion: the widget's spinners and pulses stand still
    // (`motion-safe:`, tested in shell.spec.ts). A page that animates keeps the browser drawing
    // frames, about a tenth of a core each, for as long as a swap's step runs.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'development build',
      ...developmentSpecs,
      testIgnore: [
        '**/production/**',
        '**/e2e/devServer/**',
        ...benchIgnore,
        ...(developmentSpecs.testIgnore ?? []),
      ],
      use: { baseURL: `http://127.0.0.1:${E2E_PORTS.developmentWeb}` },
    },
    ...otherProjects,
  ],
  webServer: [
    {
      command: `npm run -s sandbox`,
      env: {
        SANDBOX_PORT: String(E2E_PORTS.sandbox),
        SANDBOX_EVM_PORTS: E2E_PORTS.evm.join(','),
        SANDBOX_SOLANA_PORT: String(E2E_PORTS.solana),
        SANDBOX_RATE_LIMIT: 'off',
      },
      url: `http://127.0.0.1:${E2E_PORTS.sandbox}/__sandbox/health`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    // Playwright starts its web servers one after another, each once the one before answers: the
    // production build starts when the development build's preview is up. In `npm test` the
    // cores are busy with Vitest and the other shard meanwhile, so that costs no time there.
    ...builds.map((b) => ({
      command: [
        `npx vite build --mode ${b.mode} --outDir dist-e2e/${b.port} --emptyOutDir --logLevel warn`,
        b.extraBuild,
        `npx vite preview --mode ${b.mode} --outDir dist-e2e/${b.port} --port ${b.port} --strictPort`,
      ]
        .filter(Boolean)
        .join(' && '),
      env: { VITE_DEFAULT_API_URL: e2eApiUrl, ...statusChannelEnv, ...b.env },
      url: `http://127.0.0.1:${b.port}`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
    })),
    // Vite's development server, as `npm start` runs it (its page on the e2e sandbox): it starts
    // at once and compiles each module when the page first asks for it. Its log is shown: it says
    // when it prebundles dependencies, and when it has to again and reloads the page.
    ...(allProjects
      ? [
          {
            command: `npx vite -c e2e/devServer/vite.config.ts --port ${E2E_PORTS.devServerWeb} --strictPort`,
            env: { VITE_DEFAULT_API_URL: e2eApiUrl, ...statusChannelEnv },
            url: `http://127.0.0.1:${E2E_PORTS.devServerWeb}`,
            timeout: SERVER_START_MS,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
