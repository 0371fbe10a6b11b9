// Relative imports name their `.ts`: `vite.config.ts` loads this file (`pagePolicyPlugin`), and
// Vite's coming native config loader resolves no extensionless path (it warns on each start).
import {
  BuildSettingError,
  parseFlag,
  parseJsonObject,
  parseOriginList,
  parseRpcUrls,
  parseWalletConnectSetting,
  parseWebSocketUrl,
} from './buildSettings.ts';
import type { WidgetConfig } from './widgetConfig';

/**
 * What the hosted and iframe pages take from their build besides the default API: RPC URLs per
 * chain (`VITE_RPC_URLS`), image hosts (`VITE_IMAGE_HOSTS`) and single same-chain swaps through
 * `/quick-swap` (`VITE_QUICK_SWAP`), what signing on a Cosmos chain needs (`VITE_COSMOS_CHAINS`),
 * the default API's real-time status channel (`VITE_STATUS_CHANNEL_URL`), and WalletConnect (`VITE_WALLETCONNECT_PROJECT_ID`, `VITE_WALLETCONNECT_RELAY_URL`),
 * for the pages' config; the origins a link's `apiUrl` may name (`VITE_API_ALLOWLIST`), for
 * `apiPolicy.ts`; the origins that may frame the iframe page (`VITE_FRAME_ANCESTORS`), for its
 * bridge (`embed/bridge/parentOrigins.ts`).
 */
export interface PageBuildSettings {
  page: Pick<
    WidgetConfig,
    'rpcUrls' | 'imageHosts' | 'quickSwap' | 'cosmosChains' | 'statusChannelUrl' | 'walletConnect'
  >;
  apiAllowlist: string[];
  frameAncestors: string[];
}

type SettingsEnv = Partial<
  Record<
    | 'VITE_RPC_URLS'
    | 'VITE_IMAGE_HOSTS'
    | 'VITE_QUICK_SWAP'
    | 'VITE_COSMOS_CHAINS'
    | 'VITE_STATUS_CHANNEL_URL'
    | 'VITE_WALLETCONNECT_PROJECT_ID'
    | 'VITE_WALLETCONNECT_RELAY_URL',
    string | undefined
  > & { VITE_API_ALLOWLIST: string | undefined; VITE_FRAME_ANCESTORS: string | undefined }
>;

/**
 * The settings read from the build's environment text once, when the build starts
 * (`pagePolicyPlugin.ts` writes them into the code as `__PAGE_BUILD_CONFIG__`,
 * `__API_ALLOWLIST__` and `__FRAME_ANCESTORS__`): the pages do
 * not carry the parsers. The build refuses bad values; here (the dev server, tests) an unreadable
 * one is left out.
 */
export function pageBuildSettings(env: SettingsEnv): PageBuildSettings {
  const page: PageBuildSettings['page'] = {};
  const rpcUrls = tolerant(() => parseRpcUrls(env.VITE_RPC_URLS, 'VITE_RPC_URLS'), {});
  if (Object.keys(rpcUrls).length > 0) page.rpcUrls = rpcUrls;
  const imageHosts = tolerant(() => parseOriginList(env.VITE_IMAGE_HOSTS, 'VITE_IMAGE_HOSTS'), []);
  if (imageHosts.length > 0) page.imageHosts = imageHosts;
  if (tolerant(() => parseFlag(env.VITE_QUICK_SWAP, 'VITE_QUICK_SWAP'), false)) {
    page.quickSwap = true;
  }
  // Checked in full by the build and again by the Cosmos stack when it loads (`parseCosmosChains`),
  // so its schema stays out of the first load.
  const cosmosChains = tolerant(
    () => parseJsonObject(env.VITE_COSMOS_CHAINS, 'VITE_COSMOS_CHAINS', 'an object'),
    {},
  );
  if (Object.keys(cosmosChains).length > 0) {
    page.cosmosChains = cosmosChains as WidgetConfig['cosmosChains'];
  }
  // The default API's status channel (`urlState.ts` gives it to that API only).
  const statusChannelUrl = tolerant(
    () => parseWebSocketUrl(env.VITE_STATUS_CHANNEL_URL, 'VITE_STATUS_CHANNEL_URL'),
    undefined,
  );
  if (statusChannelUrl !== undefined) page.statusChannelUrl = statusChannelUrl;
  const walletConnect = tolerant(
    () =>
      parseWalletConnectSetting(
        env.VITE_WALLETCONNECT_PROJECT_ID,
        env.VITE_WALLETCONNECT_RELAY_URL,
      ),
    undefined,
  );
  if (walletConnect) page.walletConnect = walletConnect;
  const apiAllowlist = tolerant(
    () => parseOriginList(env.VITE_API_ALLOWLIST, 'VITE_API_ALLOWLIST'),
    [],
  );
  const frameAncestors = tolerant(
    () => parseOriginList(env.VITE_FRAME_ANCESTORS, 'VITE_FRAME_ANCESTORS'),
    [],
  );
  return { page, apiAllowlist, frameAncestors };
}

function tolerant<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BuildSettingError) return fallback;
    throw error;
  }
}
