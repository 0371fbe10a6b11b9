import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ChainStartError } from '../errors';

const require = createRequire(import.meta.url);

/**
 * Path of the anvil binary shipped in `@foundry-rs/anvil-<platform>-<arch>`. We start it directly,
 * not through `npx anvil`, because a dying npx can leave the real process behind.
 */
export function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    return join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  } catch (cause) {
    throw new ChainStartError('The anvil binary is not installed', {
      details: `${pkg} could not be resolved; run npm install (it is an optional dependency of @foundry-rs/anvil)`,
      cause,
    });
  }
}
