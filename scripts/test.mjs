// `npm test`: every test — unit, component and sandbox tests (Vitest), then e2e (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

// Static checks first: they are fast and a type error makes every later failure noise.
// `lint:regex` refuses patterns that backtrack super-linearly (scripts/lintRegex.mjs);
// `lint:layers` refuses an import that points back up the layers of src/ (.dependency-cruiser.cjs);
// `lint:unused` refuses a file, export or dependency nothing uses (knip, knip.jsonc).
for (const script of ['typecheck', 'lint', 'lint:regex', 'lint:layers', 'lint:unused']) {
  const r = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n\`npm run ${script}\` failed: fix it before the tests run.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const unit = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { stdio: 'inherit' },
);
// The npm package, built, packed and checked as an integrator gets it (scripts/package.test.mjs).
const pack = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${packageTap}`,
    'scripts/package.test.mjs',
  ],
  { stdio: 'inherit', env: { ...process.env, SWAP_WIDGET_TARBALL_OUT: packedWidget } },
);
// The example host app's e2e installs that same tarball rather than building and packing again.
const e2e = spawnSync('node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    ...(pack.status === 0 && existsSync(packedWidget) ? { SWAP_WIDGET_TARBALL: packedWidget } : {}),
  },
});

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
