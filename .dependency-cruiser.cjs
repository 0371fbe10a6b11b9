// `npm run lint:layers`: the folders of src/ are one-way layers, and no import points back up
// (docs/architecture.md, "Layout"). Lowest first: a folder imports its own layer and the ones
// below it, never one above. Folders of one layer may import each other: config and state (a
// store starts from the config, the config's rules speak of the settings); wallets and devtools
// (the sandbox's dev wallets are wallet stacks, behind the development-only door).
const LAYERS = [
  ['lib'],
  ['i18n', 'api'],
  ['queries', 'config', 'state'],
  ['quoting'],
  ['execution'],
  ['wallets', 'devtools', 'events', 'bridge'],
  ['components'],
  ['startup'],
  ['hosted'],
  ['embed', 'element'],
];
/** src/*.ts: the package's entries (index, client, element, bridge), above every layer. */
const ENTRIES = '^src/[^/]+\\.tsx?$';

// Tests, test helpers and fixtures wire layers together (a flow test runs the engine with the
// real signers): they are outside the layers, and production code never imports them.
const TEST_CODE = ['\\.(test|bench)\\.tsx?$', '^src/test/', '/__fixtures__/'];

// Imports upwards allowed, each with its reason: from a folder, or from one file only.
const EXCEPTIONS = [];

/** The wallets' own libraries (not the chains' libraries, such as viem or web3.js). */
const WALLET_LIBRARIES =
  '(^|/)node_modules/(wagmi|@wagmi/|@solana/wallet-adapter-|@wallet-standard/)';

const alternatives = (names) => `(${names.join('|')})`;
const folderOf = (pattern) => pattern.match(/^\^src\/([^/]+)\//)[1];

const layerRules = LAYERS.slice(0, -1).map((layer, i) => {
  const above = LAYERS.slice(i + 1).flat();
  const exceptions = EXCEPTIONS.filter((e) => layer.includes(folderOf(e.from)));
  return {
    name: `layer-${layer.join('-')}`,
    comment: `src/{${layer}} imports from src/{${above}} or an entry: move the code down, or have it handed in through a port.`,
    severity: 'error',
    from: { path: `^src/${alternatives(layer)}/`, pathNot: TEST_CODE },
    to: { path: [`^src/${alternatives(above)}/`, ENTRIES], pathNot: exceptions.map((e) => e.to) },
  };
});

// An exception granted to one file: the other files of its layer still may not.
const exceptionRules = EXCEPTIONS.filter((e) => !e.from.endsWith('/')).map((e) => ({
  name: 'layer-exception',
  comment: `Of its layer, only ${e.from} may import ${e.to}.`,
  severity: 'error',
  from: {
    path: `^src/${alternatives(LAYERS.find((l) => l.includes(folderOf(e.from))))}/`,
    pathNot: [e.from, ...TEST_CODE],
  },
  to: { path: e.to },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...exceptionRules,
    {
      name: 'wallet-libraries-in-wallets',
      comment:
        "A wallet library is imported by its wallet stack (src/wallets) only: the rest of the widget goes through the engine's ports.",
      severity: 'error',
      from: { pathNot: ['^src/wallets/', ...TEST_CODE] },
      to: { path: WALLET_LIBRARIES },
    },
    {
      name: 'no-test-code',
      comment: 'Production code imports no test, test helper or fixture.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    // src/ only; a package is a leaf, so the rules see which one is imported and from where.
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type from a layer above ties the layers together as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
