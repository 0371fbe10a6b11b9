// `npm test`: every test — unit, component and sandbox tests (Vitest), then e2e (Playwright).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  failedPlaywrightTests,
  failedVitestFilesWithoutTests,
  failedVitestTests,
} from './failedTests.mjs';
import { checkBrowser, checkInstalled, checkNode } from './preflight.mjs';

/** The e2e shards `npm test` runs side by side (`E2E_SHARD`; their specs: e2e/shards.ts). */
const SHARDS = [1, 2, 3];

checkNode();
checkInstalled();
checkBrowser();

// Reports go outside test-results/: Playwright empties that folder when it starts.
const reports = mkdtempSync(join(tmpdir(), 'swap-widget-tests-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = (shard) => join(reports, `playwright-${shard}.json`);
const packedWidget = join(reports, 'swap-widget.tgz');
const packageTap = join(reports, 'package.tap');

/**
 * Runs a command to its end; `capture` keeps its output (both streams) instead of showing it;
 * `prefix` shows it line by line behind that prefix (two runs side by side stay readable).
 */
function run(command, args, { capture = false, prefix = undefined, env = process.env } = {}) {
  return new Promise((resolve) => {
    const piped = capture || prefix !== undefined;
    const child = spawn(command, args, { stdio: piped ? 'pipe' : 'inherit', env });
    let output = '';
    if (prefix !== undefined) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          process.stdout.write(`${prefix}${line}\n`);
        });
      }
    } else if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

// Static checks first: they are fast and a type error makes every later failure noise.
// `lint:regex` refuses patterns that backtrack super-linearly (scripts/lintRegex.mjs);
// `lint:layers` refuses an import that points back up the layers of src/, and sandbox code that runs
// the widget's (.dependency-cruiser.cjs);
// `lint:unused` refuses a file, export or dependency nothing uses (knip, knip.jsonc);
// `lint:networks` refuses more network-type comparisons outside the network folders (scripts/lintNetworks.mjs).
// Two lanes side by side, one per core: the type check (TypeScript 7's native tsc, about 7 s) then
// the quick lints, beside the three slower ones (about 10 s one by one). Each lane stops at its
// first failure.
// The type check on one checker: TypeScript 7 checks with four by default, which on two cores
// beside the other lane took 17 s of CPU instead of 11.5 s, for the same errors.
const SCRIPT_ARGS = { typecheck: ['--', '--checkers', '1'] };
const lane = async (scripts) => {
  const results = [];
  for (const script of scripts) {
    const args = ['run', '-s', script, ...(SCRIPT_ARGS[script] ?? [])];
    results.push({ script, ...(await run('npm', args, { capture: true })) });
    if (results.at(-1).status !== 0) break;
  }
  return results;
};
const checks = (
  await Promise.all([
    lane(['typecheck', 'lint', 'lint:regex']),
    lane(['lint:layers', 'lint:unused', 'lint:networks']),
  ])
).flat();
for (const { output } of checks) process.stdout.write(output);
const failedCheck = checks.find((c) => c.status !== 0);
if (failedCheck) {
  console.error(`\n\`npm run ${failedCheck.script}\` failed: fix it before the tests run.`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// Vitest runs beside the package checks and the e2e, which wait on chains, builds and the
// browser far more than they use the two cores of a CI machine: the whole run took 673 s one
// after the other. Its report is kept and shown once the e2e are done, not mixed into theirs.
const vitestLog = join(reports, 'vitest.log');
console.log(`Vitest runs alongside the package checks and the e2e; its report follows theirs.`);
const unitRun = run(
  'node_modules/.bin/vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  // Piped, it would drop its colours where a terminal shows them.
  { capture: true, env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) } },
);
// The e2e run as three Playwright processes side by side, each with its own sandbox, chains,
// builds and ports (e2e/shards.ts): one waits on chains and the browser far more than it uses the
// cores. All start at once. The first has the example host app's e2e, which installs the
// tarball the package's checks pack rather than packing again: it waits for that file
// (scripts/hostApp.mjs), and `.none` beside it says there will be none. Waiting for the checks
// before starting the shard put their minute or two on the run's longest path.
const e2eShard = (shard, extraEnv = {}) =>
  run('node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
    prefix: `e2e ${shard}/${SHARDS.length} │ `,
    env: {
      ...process.env,
      E2E_SHARD: String(shard),
      // No trace: it costs the shared cores a third more (playwright.config.ts). A failed test
      // run alone (`npx playwright test <spec> -g <name>`) keeps its trace.
      E2E_TRACE: process.env.E2E_TRACE ?? 'off',
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson(shard),
      ...extraEnv,
    },
  });
const shardRuns = SHARDS.map((shard) =>
  e2eShard(shard, shard === 1 ? { SWAP_WIDGET_TARBALL: packedWidget } : {}),
);
// The npm package, built, packed and checked as an integrator gets it (scripts/package.test.mjs).
const pack = await run(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${packageTap}`,
    'scripts/package.test.mjs',
  ],
  { prefix: 'package │ ', env: { ...process.env, SWAP_WIDGET_TARBALL_OUT: packedWidget } },
);
if (!existsSync(packedWidget)) writeFileSync(`${packedWidget}.none`, '');
const e2e = await Promise.all(shardRuns);
const unit = await unitRun;
writeFileSync(vitestLog, unit.output);
console.log(`\nVitest (unit, component and sandbox tests; also in ${vitestLog}):\n`);
process.stdout.write(unit.output);

function count(read) {
  try {
    return read();
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}
const v = count(() => {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + failedVitestFilesWithoutTests(r),
    skipped: r.numPendingTests,
  };
});
const k = count(() => {
  const tap = readFileSync(packageTap, 'utf8');
  const n = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  if (n('tests') === 0) throw new Error('no package tests ran');
  return {
    passed: n('pass'),
    failed: n('fail') + n('cancelled'),
    skipped: n('skipped') + n('todo'),
  };
});
const shards = SHARDS.map((shard) =>
  count(() => {
    const r = JSON.parse(readFileSync(playwrightJson(shard), 'utf8')).stats;
    return {
      passed: r.expected,
      failed: r.unexpected + (r.flaky ?? 0),
      skipped: r.skipped,
      seconds: Math.round(r.duration / 1000),
    };
  }),
);
const sum = (key) => shards.reduce((total, shard) => total + shard[key], 0);
const p = { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') };
const failed = v.failed + k.failed + p.failed;
console.log(
  `\nunit+sandbox: ${v.passed} passed, ${v.failed} failed; package: ${k.passed} passed, ${k.failed} failed; e2e: ${p.passed} passed, ${p.failed} failed`,
);
// Each shard's time: when one takes much longer, move a spec (e2e/shards.ts).
console.log(
  `e2e shards: ${shards.map((r, i) => `${i + 1}/${SHARDS.length} ${r.passed + r.failed} tests in ${r.seconds ?? '?'} s`).join(', ')}`,
);
/** The failed tests' names, from a report; when it cannot be read, that. */
function namesOf(read, runner) {
  try {
    return read();
  } catch {
    return [`${runner}: its report could not be read (see its output above)`];
  }
}
const failedNames = [
  ...(v.failed > 0 ? namesOf(() => failedVitestTests(vitestJson), 'Vitest') : []),
  ...SHARDS.flatMap((shard) =>
    shards[shard - 1].failed > 0
      ? namesOf(() => failedPlaywrightTests(playwrightJson(shard)), `e2e ${shard}/${SHARDS.length}`)
      : [],
  ),
];
if (failed > 0) {
  console.log(`\nFailed (package checks: see their report above):`);
  for (const name of failedNames) console.log(`  ✘ ${name}`);
}
console.log(
  `${v.passed + k.passed + p.passed} passed, ${failed} failed, ${v.skipped + k.skipped + p.skipped} skipped`,
);
process.exit(
  unit.status || pack.status || e2e.find((r) => r.status)?.status || (failed > 0 ? 1 : 0),
);
