// `npm run lint:layers`: the folders of src/ are one-way layers, and no import points back up
// (docs/architecture.md, "Layout"). One folder a layer, lowest first: a folder imports the ones
// before it in the list, never one after it, so no two folders import each other, and no loop
// runs through several. A loop is broken by moving the code to the folder it belongs to, or by
// handing it in through a port (a parameter or type the lower folder owns). There are no
// exceptions.
const LAYERS = [
  'lib',
  'i18n',
  'api',
  'queries',
  'config',
  'state',
  'quoting',
  'execution',
  'devtools',
  'wallets',
  'networks',
  'events',
  'bridge',
  'components',
  'startup',
  'hosted',
  'embed',
  'element',
];
/** src/*.ts: the package's entries (index, client, element, bridge), above every layer. */
const ENTRIES = '^src/[^/]+\\.tsx?$';

// Tests, test helpers and fixtures wire layers together (a flow test runs the engine with the
// real signers): they are outside the layers, and production code never imports them.
const TEST_CODE = ['\\.(test|bench)\\.tsx?$', '^src/test/', '/__fixtures__/'];

/** The wallets' own libraries (not the chains' libraries, such as viem or web3.js). */
const WALLET_LIBRARIES =
  '(^|/)node_modules/(wagmi|@wagmi/|@solana/wallet-adapter-|@wallet-standard/)';

const alternatives = (names) => `(${names.join('|')})`;

const layerRules = LAYERS.map((folder, i) => {
  const above = LAYERS.slice(i + 1);
  return {
    name: `layer-${folder}`,
    comment: `src/${folder} imports from ${above.length ? `src/{${above}} or ` : ''}an entry: move the code down, or have it handed in through a port.`,
    severity: 'error',
    from: { path: `^src/${folder}/`, pathNot: TEST_CODE },
    to: { path: above.length ? [`^src/${alternatives(above)}/`, ENTRIES] : ENTRIES },
  };
});

/** A folder of src/ that is not in LAYERS (nor test code) has no place yet. */
const UNPLACED = { path: '^src/[^/]+/', pathNot: [`^src/${alternatives(LAYERS)}/`, ...TEST_CODE] };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unplaced',
      comment: 'A folder of src/ that is not in LAYERS: give it its place in the list.',
      severity: 'error',
      from: UNPLACED,
      to: {},
    },
    {
      name: 'layer-unplaced',
      comment: 'A folder of src/ that is not in LAYERS: give it its place in the list.',
      severity: 'error',
      from: {},
      to: UNPLACED,
    },
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
    {
      // The sandbox checks what it receives with its own code or a library, never the widget's
      // decoders, or a widget bug in them would pass it (sandbox/README.md, "Errors"). Its tests,
      // benches, test helpers and src/flows/ (which drives the widget's engine on purpose) may.
      name: 'sandbox-reads-with-its-own-code',
      comment:
        "Production sandbox code imports only types (`import type`) from the widget's src/: give the sandbox its own code.",
      severity: 'error',
      from: {
        path: '^sandbox/src/',
        pathNot: ['\\.(test|bench)\\.ts$', '^sandbox/src/(flows|testing|bench)/'],
      },
      to: { path: '^src/', dependencyTypesNot: ['type-only', 'type-import'] },
    },
  ],
  options: {
    // Our code only; a package is a leaf, so the rules see which one is imported and from where.
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type from a layer above ties the layers together as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
