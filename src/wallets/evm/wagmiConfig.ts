import type { Chain as ViemChain } from 'viem';
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http,
  injected,
  noopStorage,
} from 'wagmi';

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
    storage: createStorage({ key: opts.storageKey, storage: browserStorage() }),
  });
}

function browserStorage() {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : noopStorage;
  } catch {
    // Blocked storage in a third-party iframe: nothing is remembered.
    return noopStorage;
  }
}
