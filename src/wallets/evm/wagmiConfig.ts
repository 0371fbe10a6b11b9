import type { Chain as ViemChain } from 'viem';
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http,
  injected,
} from 'wagmi';
import { browserStorage, memoryStorage } from '../../state/persistedStorage';

export interface EvmConfigOptions {
  chains: readonly ViemChain[];
  /** Connectors besides the injected ones (the sandbox dev wallet, in development builds). */
  extraConnectors?: readonly CreateConnectorFn[];
  /** Namespaces wagmi's persisted state per widget instance. */
  storageKey: string;
}

/**
 * wagmi for the chains of `/chains`: injected wallets found through EIP-6963 (each announced
 * wallet becomes its own connector), plus any extra connectors given.
 * No WalletConnect or vendor SDKs. Returns undefined without any usable EVM chain.
 */
export function createEvmConfig(opts: EvmConfigOptions): Config | undefined {
  const [first, ...rest] = opts.chains;
  if (!first) return undefined;
  const connectors: CreateConnectorFn[] = [injected(), ...(opts.extraConnectors ?? [])];
  return createConfig({
    chains: [first, ...rest],
    connectors,
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(opts.chains.map((c) => [c.id, http()])),
    // Blocked storage (a third-party iframe) keeps the connection in memory for the page's life:
    // wagmi's reconnect (once per config here, on each render in a host's `WagmiProvider`) drops
    // a wallet its storage does not remember.
    storage: createStorage({ key: opts.storageKey, storage: pageStorage() }),
  });
}

/** localStorage, else memory: both synchronous, as wagmi's storage reads them. */
function pageStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return (browserStorage() ?? memoryStorage()) as Pick<
    Storage,
    'getItem' | 'setItem' | 'removeItem'
  >;
}
