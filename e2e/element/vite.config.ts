import { defineConfig } from 'vite';
import { elementBuildConfig } from '../../vite.element.config.ts';

// The custom element as the e2e tests load it (playwright.config.ts builds it into the
// development build's preview, under /element/): the self-contained script, plus the React
// component on its own (`react-host.js`, with the package's scoped `style.css`) for the test of
// the component under a hostile page stylesheet.
export default defineConfig(({ mode }) =>
  elementBuildConfig({
    mode,
    inputs: { 'react-host': 'e2e/element/reactHost.tsx' },
    keepStylesheet: true,
  }),
);
