import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { inlineShadowCss } from './scripts/elementCss.ts';
import { scopeWidgetCss } from './scripts/scopeWidgetCss.ts';
import { thirdPartyLicensesPlugin } from './scripts/thirdPartyLicenses.ts';

// The custom element for pages without a bundler (`npm run build:lib` builds it after the
// package, into dist-lib/element/): `swap-widget.element.js`, a module script with React and every
// other package bundled that registers `<swap-widget>` as it loads
// (`<script type="module" src=".../swap-widget.element.js">`). What loads later (wallets, the
// Solana stack, dialogs) sits beside it in chunks/, found relative to the script wherever it is
// hosted. A plain build is production (`__DEVELOPMENT_BUILD__` false, as the package); the e2e
// tests build it with `--mode development` to keep the sandbox's dev wallets.
export function elementBuildConfig(options: {
  mode: string;
  /** More inputs built beside the element, sharing its chunks (e2e test pages). */
  inputs?: Record<string, string>;
  /** Keep the scoped `style.css` as a file too (for a test page of the React component). */
  keepStylesheet?: boolean;
}): UserConfig {
  return {
    plugins: [
      react(),
      tailwindcss(),
      scopeWidgetCss(),
      inlineShadowCss({ stylesheet: 'style.css', keepStylesheet: options.keepStylesheet ?? false }),
      thirdPartyLicensesPlugin(),
    ],
    define: { __DEVELOPMENT_BUILD__: JSON.stringify(options.mode !== 'production') },
    // No page settings (VITE_*) baked in: an API key in the environment stays out.
    envPrefix: 'CROSSWIDGET_LIB_NEVER_',
    publicDir: false,
    base: './',
    build: {
      outDir: 'dist-lib/element',
      emptyOutDir: true,
      target: 'es2022',
      cssMinify: true,
      rolldownOptions: {
        // The stylesheet is an input for the element to take it in (`inlineShadowCss`).
        input: {
          'swap-widget.element': 'src/element/standalone.ts',
          style: 'src/package.css',
          ...options.inputs,
        },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: '[name][extname]',
          // What loads with the script as one chunk, as the pages do (vite.config.ts): each
          // cut costs a request and gzip's shared context.
          codeSplitting: {
            groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !id.endsWith('.css') }],
          },
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => elementBuildConfig({ mode }));
