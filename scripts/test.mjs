// `npm test`: every test — unit, component and sandbox tests (Vitest), then e2e (Playwright).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBrowser, checkInstalled, checkNode } from './preflight.mjs';

checkNode();
checkInstalled();
checkBrowser();

// Reports go outside test-results/: Playwright empties that folder when it starts.
const reports = mkdtempSync(join(tmpdir(), 'swap-widget-tests-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const packedWidget = join(reports, 'swap-widget.tgz');
const packageTap = join(reports, 'package.tap');

/** Runs a command to its end; `capture` keeps its output (both streams) instead of showing it. */
function run(command, args, { capture = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? 'pipe' : 'inherit', env });
    let output = '';
    if (capture) {
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
// `lint:layers` refuses an import that points back up the layers of src/ (.dependency-cruiser.cjs);
// `lint:unused` refuses a file, export or dependency nothing uses (knip, knip.jsonc).
// The type check (about 25 s of one core) runs beside the lints (about 15 s one by one).
const lints = (async () => {
  const results = [];
  for (const script of ['lint', 'lint:regex', 'lint:layers', 'lint:unused']) {
    results.push({ script, ...(await run('npm', ['run', '-s', script], { capture: true })) });
    if (results.at(-1).status !== 0) break;
  }
  return results;
})();
const typecheck = run('npm', ['run', '-s', 'typecheck'], { capture: true });
const checks = [{ script: 'typecheck', ...(await typecheck) }, ...(await lints)];
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
  { env: { ...process.env, SWAP_WIDGET_TARBALL_OUT: packedWidget } },
);
// The example host app's e2e installs that same tarball rather than building and packing again.
const e2e = await run('node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
  env: {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    ...(pack.status === 0 && existsSync(packedWidget) ? { SWAP_WIDGET_TARBALL: packedWidget } : {}),
  },
});
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
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests };
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
const p = count(() => {
  const r = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  return { passed: r.expected, failed: r.unexpected + (r.flaky ?? 0), skipped: r.skipped };
});
const failed = v.failed + k.failed + p.failed;
console.log(
  `\nunit+sandbox: ${v.passed} passed, ${v.failed} failed; package: ${k.passed} passed, ${k.failed} failed; e2e: ${p.passed} passed, ${p.failed} failed`,
);
console.log(
  `${v.passed + k.passed + p.passed} passed, ${failed} failed, ${v.skipped + k.skipped + p.skipped} skipped`,
);
process.exit(unit.status || pack.status || e2e.status || (failed > 0 ? 1 : 0));
