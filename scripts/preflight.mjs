// Checks shared by `npm start` and `npm test`: say clearly what is missing, then stop.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Debian's Chromium builds, lightest first, as `e2e/browser.ts` tries them. */
const debianChromiums = require('../e2e/debianChromiums.json');

export function fail(lines) {
  console.error(`\n${['Cannot continue:', ...lines.map((l) => `  - ${l}`)].join('\n')}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail([`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`]);
  }
}

export function checkInstalled() {
  if (!existsSync('node_modules/.package-lock.json')) {
    fail(['Dependencies are not installed: run `npm install` first.']);
  }
  // A dependency added since the last install (the type check's `typescript-native`, say) would
  // fail later with a module path instead of these words.
  const { dependencies = {}, devDependencies = {} } = require('../package.json');
  const missing = Object.keys({ ...dependencies, ...devDependencies }).filter(
    (name) => !existsSync(`node_modules/${name}/package.json`),
  );
  if (missing.length > 0) {
    fail([`Dependencies are missing (${missing.join(', ')}): run \`npm install\` again.`]);
  }
  const anvil = 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil';
  if (process.platform === 'linux' && process.arch === 'x64' && !existsSync(anvil)) {
    fail([`The local EVM node is missing (${anvil}): run \`npm install\` again.`]);
  }
}

/**
 * The browser the e2e tests use: Debian's headless shell or chromium (`e2e/debianChromiums.json`,
 * as `e2e/browser.ts` picks them), or Playwright's own build.
 */
export function checkBrowser() {
  const candidates = process.env.PLAYWRIGHT_CHROMIUM
    ? [process.env.PLAYWRIGHT_CHROMIUM]
    : debianChromiums;
  const system = candidates.find((path) => existsSync(path));
  if (system) return system;
  try {
    const { chromium } = require('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // fall through to the message below
  }
  fail([
    'No Chromium for the e2e tests.',
    'On Debian/Ubuntu: `apt-get install -y chromium-headless-shell` (as root).',
    'Elsewhere: `npx playwright install chromium`, or set PLAYWRIGHT_CHROMIUM=/path/to/chrome.',
  ]);
}
