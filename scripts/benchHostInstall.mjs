// `npm run bench`'s rows for what installing the package costs a host app: the README's command
// (the tarball and the peers) plus Vite and its React plugin, in a new folder outside this
// repository, from the npm registry, as a new Vite React app would. Outside, because the
// repository's `.npmrc` (`legacy-peer-deps`) skips the peers npm installs for a host, and npm
// ignores the package's `overrides`: only a fresh folder shows what a host gets. Needs the
// network; takes a minute or two.
//
// Before the Solana wallet adapter's React part was bundled into the package (issue 28), a host
// got 588 packages with 389 MB of files, react-native and four @solana-mobile packages among them,
// and an EBADENGINE warning on Node 20 (commander 15, through @solana-mobile's @solana/kit);
// after, 244 packages with 218 MB and no warning.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packagesAHostMustNotGet } from './hostInstallRules.mjs';

/** The README's install command's packages besides the tarball, and a Vite React app's own. */
const HOST_PACKAGES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'wagmi',
  'viem',
  'vite',
  '@vitejs/plugin-react',
];

/**
 * Installs `tarball` into a new host app; answers its rows (`{ name, value, unit }`) and its
 * problems (texts: a package a host must not get, an EBADENGINE warning). Throws when npm fails.
 */
export function measureHostInstall(tarball) {
  const host = mkdtempSync(join(tmpdir(), 'swap-widget-host-'));
  try {
    writeFileSync(join(host, 'package.json'), '{ "private": true, "type": "module" }\n');
    const install = spawnSync(
      'npm',
      ['install', tarball, ...HOST_PACKAGES, '--no-audit', '--no-fund'],
      // `npm run bench` hands its children the repository's npm settings as npm_config_*
      // variables (legacy-peer-deps among them): a host has none of them.
      { cwd: host, encoding: 'utf8', env: withoutNpmSettings(process.env) },
    );
    const output = `${install.stdout ?? ''}${install.stderr ?? ''}`;
    if (install.status !== 0) throw new Error(`npm install in a new host app failed:\n${output}`);

    const installed = installedPackages(join(host, 'node_modules'));
    const engineWarnings = output.match(/EBADENGINE Unsupported engine/g)?.length ?? 0;
    const unwanted = packagesAHostMustNotGet([...installed.names]);
    const problems = [
      ...unwanted.map((name) => `a new host app's install gets ${name}`),
      ...(engineWarnings > 0
        ? [
            `a new host app's install warns EBADENGINE ${engineWarnings} time(s) on Node ${process.version}`,
          ]
        : []),
    ];
    const label = 'host app install (README command + vite, @vitejs/plugin-react)';
    return {
      rows: [
        { name: `${label}: packages`, value: installed.count, unit: '' },
        {
          name: `${label}: node_modules, sum of file sizes`,
          value: installed.bytes / 1024 / 1024,
          unit: 'MB',
        },
        { name: `${label}: react-native, @solana-mobile/*`, value: unwanted.length, unit: '' },
        {
          name: `${label}: EBADENGINE warnings, Node ${process.version}`,
          value: engineWarnings,
          unit: '',
        },
      ],
      problems,
    };
  } finally {
    rmSync(host, { recursive: true, force: true });
  }
}

function withoutNpmSettings(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')),
  );
}

/**
 * The packages under `nodeModules`, nested ones included: how many, their names, and the bytes of
 * their files (symbolic links not followed, as `du` counts them).
 */
function installedPackages(nodeModules) {
  const names = new Set();
  let count = 0;
  const sizeOf = (path) => {
    const stat = lstatSync(path);
    if (!stat.isDirectory()) return stat.size;
    return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
  };
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(path))
          visitPackage(`${entry}/${scoped}`, join(path, scoped));
      } else visitPackage(entry, path);
    }
  };
  const visitPackage = (name, path) => {
    if (!existsSync(join(path, 'package.json'))) return;
    names.add(name);
    count += 1;
    visit(join(path, 'node_modules'));
  };
  visit(nodeModules);
  return { names, count, bytes: sizeOf(nodeModules) };
}
