// The npm package as it would be published: built (`npm run build:lib`), then packed by
// `npm pack`. Used by the package's checks (package.test.mjs), the example host app's e2e set-up
// (hostApp.mjs) and `npm run bench`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the package and packs it into `destination`; answers the tarball's path and what
 * `npm pack --json` says of it (`filename`, `size` packed, `unpackedSize`, `entryCount`, ...).
 */
export function buildAndPackWidget(destination) {
  const build = spawnSync('npm', ['run', '-s', 'build:lib'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`npm run build:lib failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
  }
  mkdirSync(destination, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: repo,
    encoding: 'utf8',
  });
  const [info] = JSON.parse(packed);
  return { tarball: join(destination, info.filename), info };
}
