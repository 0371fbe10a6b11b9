// The example host app (examples/host-app), with the widget installed from the packed tarball as
// an integrator installs it, type-checked, built, and served.
//   node scripts/hostApp.mjs [--api-url URL] [--port N]    prepare, then serve until Ctrl-C
//   node scripts/hostApp.mjs --prepare-only [--api-url URL]
// The e2e test (e2e/hostApp.spec.ts) starts it and waits for "host app ready <url>".
//
// Only the tarball is installed, with npm: into the example's node_modules, with the package's
// own dependencies (zustand, valibot, the Solana stack, ...), offline when npm's cache has them.
// The example's other packages (React, React Query, wagmi, viem, Vite) are the repository's: Node
// and Vite find them in the node_modules above the example, so there is one copy of each, as the
// package's peer dependencies ask. Installing those too, as the example's package.json lists them
// for an app of its own, took over a minute and 400 MB; the tarball alone about 25 s and 80 MB.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAndPackWidget, repo } from './packWidget.mjs';

export const HOST_APP_DIR = join(repo, 'examples', 'host-app');
const PACK_DIR = join(HOST_APP_DIR, 'dist-pack');
/** Where the example's package.json expects the tarball (`file:dist-pack/swap-widget.tgz`). */
const TARBALL = join(PACK_DIR, 'swap-widget.tgz');
const bin = (name) => join(repo, 'node_modules', '.bin', name);

function timed(name, run) {
  const started = Date.now();
  run();
  console.log(`host app: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function step(name, command, args, options = {}) {
  timed(name, () => {
    const r = spawnSync(command, args, { cwd: HOST_APP_DIR, encoding: 'utf8', ...options });
    if (r.status !== 0) {
      throw new Error(`host app: ${name} failed\n${r.stdout ?? ''}${r.stderr ?? ''}`);
    }
  });
}

/**
 * The tarball `npm test` packs for the package's checks, which run beside the e2e
 * (`SWAP_WIDGET_TARBALL`): waited for, as those checks may still be packing, until it is there or
 * `<tarball>.none` says they made none. Undefined when not given or not made: the app packs its own.
 */
async function tarballFromNpmTest() {
  const given = process.env.SWAP_WIDGET_TARBALL;
  if (!given) return undefined;
  const started = Date.now();
  while (!existsSync(given)) {
    if (existsSync(`${given}.none`) || Date.now() - started > TARBALL_WAIT_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    `host app: the package checks' tarball (after ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return given;
}
/** Longer than the package checks take on a busy machine; after it the app packs its own. */
const TARBALL_WAIT_MS = 5 * 60_000;

/** Installs the widget's tarball (`given`, else packed now) into the example, type-checks and builds it. */
export function prepareHostApp({ apiUrl, given }) {
  timed('build and pack', () => {
    rmSync(PACK_DIR, { recursive: true, force: true });
    if (given) {
      mkdirSync(PACK_DIR, { recursive: true });
      copyFileSync(given, TARBALL);
    } else renameSync(buildAndPackWidget(PACK_DIR).tarball, TARBALL);
  });

  // npm installs into a scratch project that depends on the tarball alone (npm would install
  // everything the example's package.json lists), then its node_modules becomes the example's.
  const scratch = join(PACK_DIR, 'install');
  mkdirSync(scratch, { recursive: true });
  writeFileSync(
    join(scratch, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { '@crosswidget/swap-widget': `file:${TARBALL}` } })}\n`,
  );
  step(
    'npm install of the tarball',
    'npm',
    [
      'install',
      '--prefer-offline',
      // The peers are the host's (here: the repository's), never installed with the package.
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: scratch },
  );
  rmSync(join(HOST_APP_DIR, 'node_modules'), { recursive: true, force: true });
  renameSync(join(scratch, 'node_modules'), join(HOST_APP_DIR, 'node_modules'));

  step('type check against the shipped declarations', bin('tsc'), ['-p', 'tsconfig.json']);
  step('vite build', bin('vite'), ['build', '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_URL: apiUrl },
  });
}

/** Serves the built example; answers the child process (its own process group). */
export function serveHostApp({ port }) {
  const child = spawn(bin('vite'), ['preview', '--port', String(port), '--strictPort'], {
    cwd: HOST_APP_DIR,
    stdio: 'inherit',
  });
  console.log(`host app ready http://127.0.0.1:${port}/`);
  return child;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'api-url': { type: 'string', default: 'http://127.0.0.1:8787/v1' },
      port: { type: 'string', default: '5174' },
      'prepare-only': { type: 'boolean', default: false },
    },
  });
  try {
    prepareHostApp({ apiUrl: values['api-url'], given: await tarballFromNpmTest() });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!values['prepare-only']) {
    const child = serveHostApp({ port: Number(values.port) });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 0));
  }
}
