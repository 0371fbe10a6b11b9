// The npm package as an integrator gets it (`npm test` runs this; alone: `node --test
// scripts/package.test.mjs`): packs it with `npm pack` from nothing built (`prepack` builds it,
// `npm run build:lib`), installs
// the tarball's files under dist-pack/node_modules (Node then resolves the package by its name and
// its `exports`, and its peers from this repository's node_modules), and checks what it ships.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';
import { dependencyClosure, packagesAHostMustNotGet } from './hostInstallRules.mjs';
import { loadedWith } from './loadedWith.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(repo, 'node_modules', '.bin', name);
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const NAME = pkg.name;
const PEERS = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query'];
const consumerDir = join(repo, 'dist-pack');
const installed = join(consumerDir, 'node_modules', NAME);
let tarball;

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { cwd: repo, encoding: 'utf8', ...options });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

before(() => {
  // As from a clean clone: nothing built. `npm pack` builds the library itself (`prepack`, whose
  // output goes to stderr so `--json` stays readable); a pack without it would hold no code.
  rmSync(join(repo, 'dist-lib'), { recursive: true, force: true });
  const packDir = mkdtempSync(join(tmpdir(), 'swap-widget-pack-'));
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', packDir], {
    cwd: repo,
    encoding: 'utf8',
  });
  assert.equal(pack.status, 0, `npm pack failed:\n${pack.stdout}${pack.stderr}`);
  const [info] = JSON.parse(pack.stdout);
  tarball = join(packDir, info.filename);
  // `npm test` hands this tarball on to the example host app's e2e (scripts/hostApp.mjs).
  // Whole or not at all: the e2e wait for the file to appear (copied, then renamed).
  const out = process.env.SWAP_WIDGET_TARBALL_OUT;
  if (out) {
    copyFileSync(tarball, `${out}.partial`);
    renameSync(`${out}.partial`, out);
  }
  console.log(
    `${info.filename}: ${(info.size / 1024).toFixed(1)} KB packed, ` +
      `${(info.unpackedSize / 1024).toFixed(1)} KB unpacked, ${info.entryCount} files`,
  );
  rmSync(consumerDir, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
});

test('the tarball holds the built library, the README and package.json only', () => {
  const files = filesUnder(installed).map((f) => relative(installed, f));
  const stray = files.filter((f) => !/^(dist-lib\/|package\.json$|README\.md$)/.test(f));
  assert.deepEqual(stray, []);
  for (const f of [
    'dist-lib/index.js',
    'dist-lib/index.d.ts',
    'dist-lib/client.js',
    'dist-lib/element.js',
    'dist-lib/element.d.ts',
    'dist-lib/element/swap-widget.element.js',
    'dist-lib/bridge.js',
    'dist-lib/bridge.d.ts',
    'dist-lib/bridge.iife.js',
  ])
    assert.ok(files.includes(f), `${f} is missing`);
  assert.ok(files.includes('dist-lib/style.css'), 'dist-lib/style.css is missing');
});

test('the code it bundles travels with its licence notices (THIRD_PARTY_LICENSES.txt)', () => {
  const lib = join(installed, 'dist-lib');
  const notice = readFileSync(join(lib, 'THIRD_PARTY_LICENSES.txt'), 'utf8');
  // The unminified chunks name each bundled module's file in a comment.
  const bundled = new Set();
  for (const file of filesUnder(lib).filter(
    (f) => f.endsWith('.js') && !f.includes(`${sep}element${sep}`),
  )) {
    for (const [, path] of readFileSync(file, 'utf8').matchAll(
      /^\/\/ (?:.*\/)?node_modules\/(\S+)$/gm,
    )) {
      const parts = path.split('/');
      bundled.add(parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
    }
  }
  assert.ok(bundled.has('@solana/wallet-adapter-react'), 'the wallet adapter is not bundled?');
  const missing = [...bundled].filter(
    (name) => !notice.includes(`\n${name}@`) && !notice.startsWith(`${name}@`),
  );
  assert.deepEqual(missing, []);
  assert.match(notice, /Apache License/);
  assert.ok(existsSync(join(lib, 'element', 'THIRD_PARTY_LICENSES.txt')), 'the element has none');
});

test('peers are peer dependencies, never dependencies', () => {
  for (const name of PEERS) {
    assert.ok(pkg.peerDependencies?.[name], `${name} is not a peer dependency`);
    assert.equal(pkg.dependencies?.[name], undefined, `${name} is also a dependency`);
  }
});

test("a host's install gets no react-native and no @solana-mobile/*: the packed dependencies bring neither", () => {
  const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  // What npm installs for them, as far as this repository's node_modules tell (offline; `npm run
  // bench` installs the tarball in a new host app from the registry).
  const brought = [...dependencyClosure(packed, repo)];
  assert.deepEqual(packagesAHostMustNotGet(brought), []);
  // Whatever the code imports, the package declares: the wallet adapter's React part, which
  // brought them, is bundled in, not imported.
  const declared = new Set([
    ...Object.keys(packed.dependencies ?? {}),
    ...Object.keys(packed.peerDependencies ?? {}),
  ]);
  const lib = join(installed, 'dist-lib');
  // Module specifiers of import and export statements (not of the examples in bundled comments)
  // and of `import()`, relative ones aside, as package names.
  const specifiers =
    /^(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  const imported = new Set(
    filesUnder(lib)
      .filter((f) => f.endsWith('.js') && !f.includes(`${sep}element${sep}`))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(specifiers)])
      .map((match) => match.slice(1).find((spec) => spec !== undefined) ?? '')
      .filter((spec) => !spec.startsWith('.'))
      .map((spec) =>
        spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
  assert.deepEqual(
    [...imported].filter((name) => !declared.has(name)),
    [],
    'imported but not a dependency or peer',
  );
});

test('the bundled code calls no require(): a browser has none', () => {
  // Rolldown's shim for a bundled CommonJS module's require() of an external package, which
  // throws in the browser (safe-buffer's require('buffer') did, in the Solana stack).
  const calling = filesUnder(join(installed, 'dist-lib'))
    .filter((f) => f.endsWith('.js') && /\b__require\(/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(installed, f));
  assert.deepEqual(calling, []);
});

test('publint finds nothing to fix (warnings count as errors)', () => {
  const r = run(bin('publint'), ['run', tarball, '--strict']);
  assert.equal(r.status, 0, r.output);
  assert.match(r.output, /All good!/, r.output);
});

test('are the types wrong: none, for an ESM-only package (node16 from ESM, bundler)', () => {
  // The stylesheet and the plain host script are entries without types by nature.
  const r = run(bin('attw'), [
    tarball,
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './style.css',
    './bridge.iife.js',
    '--format',
    'ascii',
    '--no-color',
  ]);
  assert.equal(r.status, 0, r.output);
});

test('the entries import in Node by the package name, touching no window', () => {
  const script = `
    if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM globals');
    const widget = await import('${NAME}');
    const client = await import('${NAME}/client');
    const element = await import('${NAME}/element');
    const bridge = await import('${NAME}/bridge');
    const css = import.meta.resolve('${NAME}/style.css');
    console.log(JSON.stringify({
      widget: Object.keys(widget).sort(),
      client: Object.keys(client),
      element: Object.keys(element).sort(),
      bridge: Object.keys(bridge),
      // On a server there is no registry: nothing is defined.
      defined: element.defineSwapWidgetElement() ?? null,
      css,
    }));
  `;
  const r = run(process.execPath, ['--input-type=module', '-e', script], { cwd: consumerDir });
  assert.equal(r.status, 0, r.output);
  const seen = JSON.parse(r.output.trim().split('\n').at(-1));
  assert.deepEqual(seen.widget, ['SwapWidget', 'createWidgetEvents']);
  assert.deepEqual(seen.element, [
    'ELEMENT_EVENT_PREFIX',
    'SwapWidgetElement',
    'defineSwapWidgetElement',
  ]);
  assert.equal(seen.defined, null);
  assert.deepEqual(seen.bridge, ['connectSwapWidget']);
  for (const name of ['createRoutingClient', 'parseQuotesResponse', 'WidgetError', 'useQuotes'])
    assert.ok(seen.client.includes(name), `./client does not export ${name}`);
  assert.match(seen.css, /dist-lib\/style\.css$/);
});

test('the widget renders on a server (react-dom/server) without window or document', () => {
  const script = `
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { SwapWidget } = await import('${NAME}');
    await import('${NAME}/element');
    const config = { apiUrl: 'https://api.example.com/v1', theme: 'dark' };
    const html = renderToString(createElement(SwapWidget, { config }));
    console.log(JSON.stringify({ html, window: typeof window, document: typeof document }));
  `;
  // And the process ends by itself: a render leaves no timer behind to hold a server (the query
  // cache's collection timers did, for a minute).
  const r = run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: consumerDir,
    timeout: 20_000,
  });
  assert.equal(
    r.status,
    0,
    `exit status ${r.status} (null: still running after 20 s)\n${r.output}`,
  );
  const seen = JSON.parse(r.output.trim().split('\n').at(-1));
  assert.equal(seen.window, 'undefined');
  assert.equal(seen.document, 'undefined');
  assert.match(seen.html, /^<div data-theme="dark" class="cw-root"/);
  assert.match(seen.html, /<section aria-label="Swap"/);
  assert.match(seen.html, />Loading wallet…<\/button>/);
});

test('an integrator type-checks against the shipped declarations (NodeNext, no skipLibCheck)', () => {
  writeFileSync(
    join(consumerDir, 'consumer.tsx'),
    `import { useQuery } from '@tanstack/react-query';
import {
  createWidgetEvents,
  type HiddenUIPart,
  type RoutePriority,
  SwapWidget,
  type WidgetConfig,
  type WidgetEventOf,
  type WidgetVariant,
} from '${NAME}';
import { createRoutingClient, parseQuotesResponse, type Route, WidgetError } from '${NAME}/client';
import {
  defineSwapWidgetElement,
  type SwapWidgetElement,
  type SwapWidgetElementEventMap,
} from '${NAME}/element';
import { connectSwapWidget, type SwapWidgetBridgeOptions } from '${NAME}/bridge';

const routePriority: RoutePriority = 'fastest';
const variant: WidgetVariant = 'wide';
const hiddenUI: HiddenUIPart[] = ['history'];
const config: WidgetConfig = {
  apiUrl: 'https://api.example.com/v1',
  theme: 'dark',
  routePriority,
  variant,
  hiddenUI,
  toAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
};
const events = createWidgetEvents();
events.on('execution-done', (e: WidgetEventOf<'execution-done'>) => e.received?.amount);
export const widget = <SwapWidget config={config} events={events} onEvent={(e) => e.type} />;
export const client = createRoutingClient({ baseUrl: config.apiUrl });
export const routes: Route[] = parseQuotesResponse({}).quotes;
export const isWidgetError = (e: unknown) => e instanceof WidgetError;
export const Element: typeof SwapWidgetElement | undefined = defineSwapWidgetElement('my-swap');
export function configure(element: SwapWidgetElement) {
  element.config = config;
  const onRoute = (e: SwapWidgetElementEventMap['swap-widget:route-selected']) => e.detail.to.amount;
  element.addEventListener('swap-widget:route-selected', onRoute);
  element.addEventListener('swap-widget:execution-done', (e) => e.detail.received?.amount);
}
export function lendWallet(frame: HTMLIFrameElement, ethereum: SwapWidgetBridgeOptions['ethereum']) {
  const bridge = connectSwapWidget(frame, {
    ethereum,
    walletName: 'Shop wallet',
    config: { theme: 'dark', defaults: { fromChain: '1', amount: '10' } },
    onEvent: (event) => (event.type === 'execution-done' ? event.received?.amount : undefined),
  });
  bridge.setConfig({ theme: 'light' });
  return bridge.disconnect;
}
export function useHostQuery() {
  const q = useQuery({ queryKey: ['host'], queryFn: async () => 1 });
  // @ts-expect-error the host's own queries keep React Query's error type: the package augments nothing
  const error: WidgetError | null = q.error;
  return error;
}
`,
  );
  writeFileSync(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  writeFileSync(join(consumerDir, 'package.json'), '{ "type": "module", "private": true }\n');
  const r = run(bin('tsc'), ['-p', join(consumerDir, 'tsconfig.json')]);
  assert.equal(r.status, 0, r.output);
});

test('the declarations import only what the package declares and augment nothing', () => {
  const allowed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
  for (const file of filesUnder(join(installed, 'dist-lib')).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)[^'"]*from\s*["']([^"']+)["']/gm)) {
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0];
      assert.ok(allowed.has(name), `${relative(installed, file)} imports ${spec}`);
    }
    assert.doesNotMatch(text, /^declare (module|global)\b/m, `${relative(installed, file)}`);
  }
});

/** Bare imports reached from `entry` through static imports only (what loads with it). */
function staticPackages(entry) {
  const seen = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/^(?:import|export)\b[^;]*?["']([^"']+)["'];?$/gm)) {
      if (spec.startsWith('.')) visit(join(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return packages;
}

test('the Solana stack is not loaded with any entry, only by its own chunk', () => {
  const lib = join(installed, 'dist-lib');
  for (const entry of ['index.js', 'client.js', 'element.js']) {
    const loaded = [...staticPackages(join(lib, entry))];
    assert.deepEqual(
      loaded.filter((p) => /^@solana\/|^buffer$/.test(p)),
      [],
      `${entry} loads ${loaded.join(', ')}`,
    );
  }
  const solanaChunks = filesUnder(join(lib, 'chunks')).filter((f) =>
    /from ["']@solana\/web3\.js["']/.test(readFileSync(f, 'utf8')),
  );
  assert.ok(solanaChunks.length > 0, 'no chunk imports @solana/web3.js');
  // Imported with import() by the widget's code, wherever the entries share it from.
  const code = filesUnder(lib)
    .filter((f) => f.endsWith('.js') && !f.includes(`${sep}element${sep}`))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  for (const chunk of solanaChunks) {
    const name = basename(chunk);
    assert.match(
      code,
      new RegExp(`import\\("\\./(chunks/)?${name}"\\)`),
      `${name} is not loaded with import()`,
    );
  }
});

test('the element script for plain pages: everything bundled, its stylesheet inside, Solana later', () => {
  const dir = join(installed, 'dist-lib', 'element');
  const entry = join(dir, 'swap-widget.element.js');
  // No package left to resolve: React and the rest are in the script and its chunks.
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    const bare = [...text.matchAll(/(?:\bfrom|\bimport\(?)\s*["']([^"'./][^"']*)["']/g)].map(
      (m) => m[1],
    );
    assert.deepEqual(bare, [], `${relative(dir, file)} imports packages`);
  }
  // What loads with the script (its static imports) leaves the Solana stack for later.
  const loaded = [...loadedWith(entry)];
  const solana = filesUnder(join(dir, 'chunks')).filter((f) =>
    basename(f).startsWith('SolanaWalletStack'),
  );
  assert.ok(solana.length > 0, 'no Solana chunk');
  assert.deepEqual(
    loaded.filter((f) => basename(f).startsWith('SolanaWalletStack')),
    [],
  );
  // The shadow root's stylesheet is in the script: scoped, with @property turned into plain
  // declarations (a shadow root ignores @property).
  const script = readFileSync(entry, 'utf8');
  assert.ok(script.includes('.cw-root{all:initial}'), 'the widget stylesheet is not in the script');
  assert.ok(script.includes('--tw-border-style:solid'), "@property's initial values are missing");
  assert.ok(!script.includes('@property'), 'the shadow stylesheet keeps @property');
  assert.ok(!script.includes('__SWAP_WIDGET_SHADOW_CSS__'), 'the stylesheet placeholder is left');
  assert.ok(!existsSync(join(dir, 'style.css')), 'a stylesheet beside the script');
});

test('the host script has no dependencies: its entry imports nothing, its plain script is one small file', () => {
  const lib = join(installed, 'dist-lib');
  const entry = readFileSync(join(lib, 'bridge.js'), 'utf8');
  assert.doesNotMatch(entry, /^\s*import\b|\bimport\(/m, 'bridge.js imports something');
  const plain = readFileSync(join(lib, 'bridge.iife.js'), 'utf8');
  assert.doesNotMatch(
    plain,
    /\bimport\b|\bexport\b|\brequire\(/,
    'bridge.iife.js is not a plain script',
  );
  // A classic script: it defines its global and does nothing else until called.
  const context = {};
  runInNewContext(plain, context);
  assert.equal(typeof context.SwapWidgetBridge?.connectSwapWidget, 'function');
  const gzip = gzipSync(plain).length;
  console.log(`bridge.iife.js: ${(gzip / 1024).toFixed(2)} KB gzip`);
  assert.ok(gzip <= 3 * 1024, `bridge.iife.js is ${gzip} bytes gzip (at most 3 KB)`);
});

/**
 * What `src/devtools` may ship: its two switches, inert when `__DEVELOPMENT_BUILD__` is false as
 * in the production pages (the loaders are `undefined`, the sandbox query is `skipToken`).
 */
const DEVTOOLS_SWITCHES = ['src/devtools/loadSandboxDevTools.ts', 'src/devtools/sandboxQuery.ts'];

test('no development-only code, page code or tests are shipped', () => {
  const lib = join(installed, 'dist-lib');
  const js = filesUnder(lib).filter((f) => f.endsWith('.js'));
  // Unminified, the output names each module it holds (`// src/...`).
  const modules = js.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/^\/\/ (src\/\S+)$/gm)].map((m) => m[1]),
  );
  assert.ok(modules.includes('src/startup/SwapWidget.tsx'), 'no module names found');
  const unwanted = modules.filter(
    (m) =>
      /^src\/(hosted|embed|test)\/|\.test\.tsx?$|__fixtures__/.test(m) ||
      (m.startsWith('src/devtools/') && !DEVTOOLS_SWITCHES.includes(m)),
  );
  assert.deepEqual(unwanted, []);
  // What the development-only modules send or show (their identifiers stay readable in
  // unminified code that never calls them, so only these strings count), and map references.
  for (const file of js) {
    const text = readFileSync(file, 'utf8');
    for (const marker of ['/__sandbox/', 'Sandbox dev wallet', '__DEVELOPMENT_BUILD__', 'VITE_'])
      assert.ok(!text.includes(marker), `${relative(lib, file)} contains "${marker}"`);
    assert.doesNotMatch(text, /[#@] sourceMappingURL=/, relative(lib, file));
  }
});

test('the stylesheet stays inside the widget: every rule under .cw-root, no layers, cw- keyframes', () => {
  const root = postcss.parse(readFileSync(join(installed, 'dist-lib', 'style.css'), 'utf8'));
  let rules = 0;
  root.walkAtRules((at) => {
    assert.notEqual(at.name, 'layer', `@layer ${at.params}`);
    if (/keyframes$/.test(at.name)) assert.match(at.params, /^cw-/, `@keyframes ${at.params}`);
  });
  root.walkRules((rule) => {
    if (/keyframes$/.test(rule.parent?.name ?? '')) return;
    rules++;
    for (const selector of rule.selectors)
      assert.match(selector, /^\.cw-root(?![\w-])/, `unscoped selector: ${selector}`);
  });
  assert.ok(rules > 50, `only ${rules} rules`);
  // First of all, what keeps the host page's own rules off the widget (scopeWidgetCss.ts).
  const [reset, revert] = root.nodes.filter((n) => n.type === 'rule');
  assert.equal(reset?.toString(), '.cw-root{all:initial}');
  assert.match(revert?.toString() ?? '', /\{all:revert\}$/);
});
