import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** One package whose code a build carries. */
export interface BundledPackage {
  name: string;
  version: string;
  license: string;
  /** Its licence file's text; undefined when the package ships none. */
  text: string | undefined;
}

const NODE_MODULES = `${sep}node_modules${sep}`;

/**
 * The folder of the package a bundled module belongs to: the last `node_modules` segment and the
 * package's name after it (one segment, two for a scope). Undefined for the project's own code
 * and for virtual modules.
 */
export function packageRootOf(moduleId: string): string | undefined {
  const id = moduleId.split('?')[0] ?? '';
  const at = id.lastIndexOf(NODE_MODULES);
  if (id.startsWith('\0') || at < 0) return undefined;
  const parts = id.slice(at + NODE_MODULES.length).split(sep);
  const nameParts = parts[0]?.startsWith('@') ? 2 : 1;
  if (parts.length <= nameParts) return undefined;
  return join(id.slice(0, at + NODE_MODULES.length), ...parts.slice(0, nameParts));
}

/** The package at `root` as its package.json and licence file say; undefined when it has none. */
function readPackage(root: string): BundledPackage | undefined {
  const manifest = join(root, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name?: string;
    version?: string;
    license?: string | { type?: string };
  };
  const license = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
  const file = readdirSync(root).find((f) => /^(licen[cs]e|copying)(\.|-|$)/i.test(f));
  return {
    name: pkg.name ?? root,
    version: pkg.version ?? '',
    license,
    text: file === undefined ? undefined : readFileSync(join(root, file), 'utf8').trim(),
  };
}

/** The notice file: each package once, by name, with its licence's text. */
export function licenseNotice(packages: readonly BundledPackage[]): string {
  const sorted = [...packages].sort((a, b) => a.name.localeCompare(b.name));
  const sections = sorted.map((p) =>
    [
      `${p.name}@${p.version} — ${p.license}`,
      p.text ?? '(the package ships no licence file; its package.json names the licence above)',
    ].join('\n\n'),
  );
  return [
    'This build includes code from the following packages, under their licences.',
    ...sections,
  ].join(`\n\n${'-'.repeat(72)}\n\n`);
}

/**
 * Emits `fileName`, the licence notices of every npm package whose code the build bundled:
 * MIT, Apache-2.0 and BSD ask that their notice travel with the code. Written by hand: the
 * rollup plugin for this pulls in a date library, and the job is reading package.json files.
 */
export function thirdPartyLicensesPlugin(fileName = 'THIRD_PARTY_LICENSES.txt'): Plugin {
  return {
    name: 'swap-widget:third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const root = packageRootOf(id);
          if (root !== undefined) roots.add(root);
        }
      }
      const packages = new Map<string, BundledPackage>();
      for (const root of roots) {
        const pkg = readPackage(root);
        if (pkg !== undefined) packages.set(`${pkg.name}@${pkg.version}`, pkg);
      }
      this.emitFile({ type: 'asset', fileName, source: licenseNotice([...packages.values()]) });
    },
  };
}
