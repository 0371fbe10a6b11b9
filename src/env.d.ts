/**
 * Set by `vite.config.ts` (`define`): true in every mode but `production` (the dev server,
 * `vite build --mode development`, Vitest). What is for development only (sandbox detection, the
 * sandbox's dev wallets, a link's own API) sits behind it, so a production bundle never has it.
 */
declare const __DEVELOPMENT_BUILD__: boolean;

/** Set by `scripts/pagePolicyPlugin.ts` from the build's settings (`config/buildTimeSettings.ts`). */
declare const __PAGE_BUILD_CONFIG__: import('./config/buildTimeSettings').PageBuildSettings['page'];
declare const __API_ALLOWLIST__: readonly string[];
declare const __FRAME_ANCESTORS__: readonly string[];

interface ImportMetaEnv {
  /** The API a page build talks to (required for a production build). */
  readonly VITE_DEFAULT_API_URL?: string;
  /** The key sent to that API only. */
  readonly VITE_DEFAULT_API_KEY?: string;
  /** Comma-separated exact origins a link's `apiUrl` may name in a production build. */
  readonly VITE_API_ALLOWLIST?: string;
  /** JSON `{ "<chainId>": ["https://rpc..."] }`: RPCs that win over the API's `rpcUrls`. */
  readonly VITE_RPC_URLS?: string;
  /** Comma-separated origins images may load from (besides the API's own origin). */
  readonly VITE_IMAGE_HOSTS?: string;
  /** `true` or `1`: single same-chain swaps through the API's `/quick-swap` (off by default). */
  readonly VITE_QUICK_SWAP?: string;
  /** JSON `{ "<chainId>": { chainName, restUrl, ... } }`: the Cosmos chains it can sign on. */
  readonly VITE_COSMOS_CHAINS?: string;
  /** The default API's real-time status channel (`ws(s)://…`); absent: `/status` is polled. */
  readonly VITE_STATUS_CHANNEL_URL?: string;
  /** WalletConnect's project id: with it, the wallet menu offers WalletConnect. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /** `wss://` URL of the WalletConnect relay (the SDK's own without it). */
  readonly VITE_WALLETCONNECT_RELAY_URL?: string;
}
