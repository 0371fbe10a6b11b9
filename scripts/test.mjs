// `npm test`: every test — unit, component and sandbox tests (Vitest), then e2e (Playwright).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

// Static checks first: they are fast and a type error makes every later failure noise.
for (const script of ['typecheck', 'lint']) {
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
const e2e = spawnSync('node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
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
const p = count(() => {
  const r = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  return { passed: r.expected, failed: r.unexpected + (r.flaky ?? 0), skipped: r.skipped };
});
const failed = v.failed + p.failed;
console.log(
  `\nunit+sandbox: ${v.passed} passed, ${v.failed} failed; e2e: ${p.passed} passed, ${p.failed} failed`,
);
console.log(`${v.passed + p.passed} passed, ${failed} failed, ${v.skipped + p.skipped} skipped`);
process.exit(unit.status || e2e.status || (failed > 0 ? 1 : 0));
