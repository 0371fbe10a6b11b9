// What must never be in a production build's output (`npm run bench` runs this on its build):
// the development-only code (sandbox detection and the sandbox's dev wallets, see
// src/devtools/loadSandboxDevTools.ts and src/wallets/loadSandboxDevWallets.ts) and any reference
// to a source map.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Strings that only the development-only modules contain. */
export const DEV_ONLY_MARKERS = [
  '/__sandbox/',
  'Sandbox dev wallet',
  'SandboxDevWalletAdapter',
  'sandboxDevWallet',
  'sandboxDetection',
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Problems found in `dir` (empty when clean), and how many shipped files were read. */
export function checkProductionBundle(dir) {
  const problems = [];
  const shipped = filesUnder(dir).filter((f) => /\.(js|css|html)$/.test(f));
  for (const file of shipped) {
    const text = readFileSync(file, 'utf8');
    for (const marker of DEV_ONLY_MARKERS) {
      if (text.includes(marker))
        problems.push(`${file} contains development-only code ("${marker}")`);
    }
    if (/[#@] sourceMappingURL=/.test(text)) problems.push(`${file} references a source map`);
  }
  return { problems, filesRead: shipped.length };
}
