import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, esmExternalRequirePlugin } from 'vite';
import { bridgeScriptPlugin } from './scripts/bridgeScript.ts';
import { bundleDeclarations } from './scripts/bundleDeclarations.ts';
import { inlineShadowCss } from './scripts/elementCss.ts';
import { scopeWidgetCss } from './scripts/scopeWidgetCss.ts';
import { thirdPartyLicensesPlugin } from './scripts/thirdPartyLicenses.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/**
 * Every runtime package stays an import, for the integrator's bundler to resolve once per app:
 * the peers (React, React Query, wagmi, viem) so there is one copy of each, the dependencies so an
 * app that has them already does not get them twice. The Solana stack among them is imported by
 * the Solana chunk only, which the widget loads with `import()`.
 * Anything else the code imports is bundled: `@solana/wallet-adapter-react` is a devDependency so that
 * it is bundled: as a dependency, it made npm install react-native (62 MB) and the Solana Mobile
 * packages into every host app, and warn EBADENGINE on Node 20 (issue 28; see
 * scripts/hostInstallRules.mjs). Bundled, it is the same code the hosted page ships.
 */
const packages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
/**
 * Those packages and their subpaths, external through `esmExternalRequirePlugin`: it also turns a
 * bundled CommonJS module's `require` of one (safe-buffer's `require('buffer')`, in the wallet
 * adapter's bundled part) into an import, where a `require` left in would throw in the host's
 * browser. Rolldown's own `external` would settle them before the plugin sees the `require`.
 */
const packageImports = packages.map(
  (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/|$)`),
);

const entries = {
  index: 'src/index.ts',
  client: 'src/client.ts',
  element: 'src/element.ts',
  bridge: 'src/bridge.ts',
};

// The npm package (`npm run build:lib`, into dist-lib/): ESM entries `index` (the widget),
// `client` (routing client and query layer), `element` (`<swap-widget>`, its stylesheet inside;
// the self-contained script is `vite.element.config.ts`) and `bridge` (the script of a page that
// frames the iframe widget: no dependencies, also as the plain script `bridge.iife.js`) with their
// declarations, and the widget's stylesheet (`style.css`, scoped to the widget's root).
// Production code only: `__DEVELOPMENT_BUILD__` is false, so the sandbox's dev tools
// (src/devtools) are left out as in the production pages.
export default defineConfig({
  plugins: [
    esmExternalRequirePlugin({ external: packageImports }),
    react(),
    tailwindcss(),
    scopeWidgetCss(),
    // After the scoping: the element's shadow root gets the scoped stylesheet.
    inlineShadowCss({ stylesheet: 'style.css', keepStylesheet: true }),
    bundleDeclarations({ entries, tsconfig: 'tsconfig.lib.json' }),
    bridgeScriptPlugin('bridge.iife.js'),
    // The notices of what the package bundles (the wallet adapter, noble's curves...).
    thirdPartyLicensesPlugin(),
  ],
  define: { __DEVELOPMENT_BUILD__: 'false' },
  // No page settings (VITE_*) baked into a package: an API key in the environment stays out.
  envPrefix: 'CROSSWIDGET_LIB_NEVER_',
  publicDir: false,
  build: {
    outDir: 'dist-lib',
    target: 'es2022',
    // Readable JavaScript (the integrator's bundler minifies it); a compact stylesheet.
    minify: false,
    cssMinify: true,
    cssCodeSplit: true,
    lib: { entry: { ...entries, style: 'src/package.css' }, formats: ['es'] },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The widget renders in the browser only: React Server Components frameworks (Next.js)
        // may import it from a server component, as a client component. The client entry's
        // parsers and routing client work on a server too, so it carries no such mark.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
      },
    },
  },
});
