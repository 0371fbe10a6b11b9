/**
 * The door to sandbox detection and its development keys, development builds only (the sandbox
 * dev wallets have their own, `wallets/loadSandboxDevWallets.ts`). In a production build
 * `__DEVELOPMENT_BUILD__` is `false`, the bundler drops the `import()` with the branch, and none
 * of it ships (`npm run bench` checks `dist/` for it). Callers treat `undefined` as "not the
 * sandbox".
 */
export const loadSandboxDevTools = __DEVELOPMENT_BUILD__
  ? () => import('./sandboxDetection')
  : undefined;
