// What installing the package must not bring a host app (issue 28): react-native (62 MB) and the
// Solana Mobile packages came with `@solana/wallet-adapter-react`; the package now bundles the
// part of it the widget uses. Checked on a real install by `npm run bench` (benchHostInstall.mjs)
// and, offline, on the packed package.json by scripts/package.test.mjs (`dependencyClosure`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The names among `names` a host app must not get. */
export function packagesAHostMustNotGet(names) {
  return names.filter((name) => name === 'react-native' || name.startsWith('@solana-mobile/'));
}

/**
 * The names of every package npm installs for `manifest`'s `dependencies`, as far as the
 * packages installed under `fromDir` tell (each one's `dependencies`, `optionalDependencies` and
 * required `peerDependencies`, which npm installs too; a peer marked optional it does not). Each
 * is looked up as Node would, in the `node_modules` of its dependent and the folders above; one
 * not installed there is named but not followed.
 */
export function dependencyClosure(manifest, fromDir) {
  const names = new Set();
  const seen = new Set();
  const visit = (pkg, dir) => {
    const optionalPeers = pkg.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of wanted) {
      names.add(name);
      const found = installedDir(name, dir);
      if (!found || seen.has(found)) continue;
      seen.add(found);
      visit(JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')), found);
    }
  };
  visit(
    { dependencies: manifest.dependencies, optionalDependencies: manifest.optionalDependencies },
    fromDir,
  );
  return names;
}

function installedDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
