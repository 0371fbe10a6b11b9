import type { Chain as ViemChain } from 'viem';
import { type Config, createConfig, createStorage, http, injected, noopStorage } from 'wagmi';
import { sandboxDevConnector } from './sandboxDevConnector';

export interface EvmConfigOptions {
  chains: readonly ViemChain[];
  /** The sandbox's first EVM dev account; only when the API is the sandbox. */
  sandboxAccount?: { address: `0x${string}`; privateKey: `0x${string}` };
  /** Namespaces wagmi's persisted state per widget instance. */
  storageKey: string;
}

/**
 * wagmi for the chains of `/chains`: injected wallets found through EIP-6963 (each announced
 * wallet becomes its own connector), plus the sandbox development wallet when given a key.
 * No WalletConnect or vendor SDKs. Returns undefined without any usable EVM chain.
 */
export function createEvmConfig(opts: EvmConfigOptions): Config | undefined {
  const [first, ...rest] = opts.chains;
  if (!first) return undefined;
  const connectors = [injected()];
  if (opts.sandboxAccount) connectors.push(sandboxDevConnector(opts.sandboxAccount) as never);
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
