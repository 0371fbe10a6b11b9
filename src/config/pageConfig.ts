import {
  BuildSettingError,
  parseFlag,
  parseJsonObject,
  parseOriginList,
  parseRpcUrls,
} from './buildSettings';
import type { WidgetConfig } from './widgetConfig';

/**
 * What the hosted and iframe pages take from their build besides the API (see `apiPolicy.ts`):
 * RPC URLs per chain (`VITE_RPC_URLS`), image hosts (`VITE_IMAGE_HOSTS`) and single same-chain
 * swaps through `/quick-swap` (`VITE_QUICK_SWAP`), what signing on a Cosmos chain needs
 * (`VITE_COSMOS_CHAINS`). The build refuses bad values; here an unreadable one is left out.
 */
type PageBuildConfig = Pick<WidgetConfig, 'rpcUrls' | 'imageHosts' | 'quickSwap' | 'cosmosChains'>;

export function buildTimePageConfig(
  env: Pick<
    ImportMetaEnv,
    'VITE_RPC_URLS' | 'VITE_IMAGE_HOSTS' | 'VITE_QUICK_SWAP' | 'VITE_COSMOS_CHAINS'
  > = import.meta.env,
): PageBuildConfig {
  const config: PageBuildConfig = {};
  const rpcUrls = tolerant(() => parseRpcUrls(env.VITE_RPC_URLS, 'VITE_RPC_URLS'), {});
  if (Object.keys(rpcUrls).length > 0) config.rpcUrls = rpcUrls;
  const imageHosts = tolerant(() => parseOriginList(env.VITE_IMAGE_HOSTS, 'VITE_IMAGE_HOSTS'), []);
  if (imageHosts.length > 0) config.imageHosts = imageHosts;
  if (tolerant(() => parseFlag(env.VITE_QUICK_SWAP, 'VITE_QUICK_SWAP'), false)) {
    config.quickSwap = true;
  }
  // Checked in full by the build and again by the Cosmos stack when it loads (`parseCosmosChains`),
  // so its schema stays out of the first load.
  const cosmosChains = tolerant(
    () => parseJsonObject(env.VITE_COSMOS_CHAINS, 'VITE_COSMOS_CHAINS', 'an object'),
    {},
  );
  if (Object.keys(cosmosChains).length > 0) {
    config.cosmosChains = cosmosChains as WidgetConfig['cosmosChains'];
  }
  return config;
}

function tolerant<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BuildSettingError) return fallback;
    throw error;
  }
}
