/**
 * The one door to what is for development only: sandbox detection and its development keys. In a
 * production build `__DEVELOPMENT_BUILD__` is `false`, the bundler drops the `import()` with the
 * branch, and none of it ships (`npm run bench` checks `dist/` for it). Callers treat `undefined`
 * as "not the sandbox".
 */
export const loadSandboxDevTools = __DEVELOPMENT_BUILD__
  ? () => import('./sandboxDetection')
  : undefined;

/** The sandbox dev wallets' own code, likewise development only (wagmi and Solana halves). */
export const loadSandboxEvmConnector = __DEVELOPMENT_BUILD__
  ? () => import('../wallets/evm/sandboxDevConnector')
  : undefined;

export const loadSandboxSolanaAdapter = __DEVELOPMENT_BUILD__
  ? () => import('../wallets/solana/SandboxDevWalletAdapter')
  : undefined;

export const loadSandboxTronWallet = __DEVELOPMENT_BUILD__
  ? () => import('../wallets/tron/sandboxDevTronWallet')
  : undefined;
