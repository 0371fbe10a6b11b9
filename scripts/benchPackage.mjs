// `npm run bench`'s rows for the npm package: its size packed and unpacked, and the JavaScript a
// host app adds for the component, gzip. That is measured as an app bundler sees it: Vite builds
// (minified) a page that imports the packed package's `SwapWidget` and stylesheet, with the peer
// dependencies (React, React Query, wagmi, viem) left out, since the host has them already. What
// the page's entry loads at once is the first load; what the widget fetches with `import()` later
// (the wallet stacks, dialogs, the execution engine) is counted apart, the Solana stack on its own.
// Then what installing the tarball costs a new host app (benchHostInstall.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureHostInstall } from './benchHostInstall.mjs';
import { buildAndPackWidget, repo } from './packWidget.mjs';

const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'wagmi', 'viem'];
const isPeer = (id) => PEERS.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The rows (`{ name, value, unit }`) and the problems found (texts); throws when the package
 * cannot be built, bundled or installed.
 */
export async function measurePackage() {
  const dir = join(repo, 'dist-bench-package');
  rmSync(dir, { recursive: true, force: true });
  const { tarball, info } = buildAndPackWidget(join(dir, 'pack'));
  // The tarball's files as npm lays them out; its dependencies and the peers resolve from the
  // repository's node_modules above. A package.json of the host's own: without it, the import by
  // the package's name would resolve to this repository itself (Node's self-reference).
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  const installed = join(dir, 'node_modules', info.name);
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  writeFileSync(
    join(dir, 'host.js'),
    `import { SwapWidget } from '${info.name}';\nimport '${info.name}/style.css';\nwindow.SwapWidget = SwapWidget;\n`,
  );
  const outDir = join(dir, 'out');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: join(dir, 'host.js'), external: isPeer },
    },
  });

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length / 1024;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const firstLoad = reachable(manifest, [entry], () => false);
  const solana = (key) => /SolanaWalletStack/.test(manifest[key].name ?? key);
  const withoutSolana = reachable(manifest, [entry], (key) => !solana(key));
  const everything = reachable(manifest, [entry], () => true);
  const sum = (keys) => [...keys].reduce((total, key) => total + gz(manifest[key].file), 0);
  const css = [...firstLoad].flatMap((key) => manifest[key].css ?? []);
  const hostInstall = measureHostInstall(tarball);
  const rows = [
    { name: 'npm package, packed (.tgz)', value: info.size / 1024, unit: 'KB' },
    { name: 'npm package, unpacked', value: info.unpackedSize / 1024, unit: 'KB' },
    {
      name: 'host app adds for the widget: first load JS (gzip, peers shared)',
      value: sum(firstLoad),
      unit: 'KB',
    },
    {
      name: 'host app adds for the widget: its stylesheet (gzip)',
      value: css.reduce((total, file) => total + gz(file), 0),
      unit: 'KB',
    },
    {
      name: 'host app adds for the widget: loaded on demand, Solana stack aside (gzip)',
      value: sum(difference(withoutSolana, firstLoad)),
      unit: 'KB',
    },
    {
      name: 'host app adds for the widget: loaded on demand, Solana stack (gzip)',
      value: sum(difference(everything, withoutSolana)),
      unit: 'KB',
    },
    ...hostInstall.rows,
  ];
  return { rows, problems: hostInstall.problems };
}

/**
 * Manifest chunks reachable from `roots` through static imports, and through the dynamic imports
 * `followDynamic` accepts (by the imported chunk's key).
 */
function reachable(manifest, roots, followDynamic) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    for (const next of manifest[key].dynamicImports ?? []) if (followDynamic(next)) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

function difference(a, b) {
  return new Set([...a].filter((key) => !b.has(key)));
}
