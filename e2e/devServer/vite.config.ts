import { defineConfig, mergeConfig } from 'vite';
import pageConfig from '../../vite.config.ts';

// The page's own config, as `npm start` serves it, with Vite's dependency cache in this checkout
// instead of `node_modules/.vite`: checkouts that share one node_modules (git worktrees) would
// otherwise take turns emptying each other's cache (its hash holds the project's root), and this
// server, started by every e2e run, would prebundle every dependency each time.
export default defineConfig((env) =>
  mergeConfig(pageConfig(env), { cacheDir: 'dist-e2e/dev-server-deps' }),
);
