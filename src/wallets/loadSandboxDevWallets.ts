/**
 * The door to the sandbox dev wallets' own code (wagmi, Solana and Tron halves), development
 * builds only, like `devtools/loadSandboxDevTools.ts` for sandbox detection: in a production
 * build `__DEVELOPMENT_BUILD__` is `false`, the bundler drops the `import()` with the branch, and
 * none of it ships (`npm run bench` checks `dist/` for it). Here in wallets, beside the stacks
 * that load them: devtools, the layer below, imports no wallet.
 */
export const loadSandboxEvmConnector = __DEVELOPMENT_BUILD__
  ? () => import('./evm/sandboxDevConnector')
  : undefined;

export const loadSandboxSolanaAdapter = __DEVELOPMENT_BUILD__
  ? () => import('./solana/SandboxDevWalletAdapter')
  : undefined;

export const loadSandboxTronWallet = __DEVELOPMENT_BUILD__
  ? () => import('./tron/sandboxDevTronWallet')
  : undefined;
