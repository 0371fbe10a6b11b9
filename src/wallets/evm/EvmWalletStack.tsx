import { useEffect, useMemo } from 'react';
import type { Chain as ViemChain } from 'viem';
import { WagmiProvider } from 'wagmi';
import type { WalletStateStore } from '../walletState';
import { EvmWalletBridge } from './EvmWalletBridge';
import { createEvmConfig } from './wagmiConfig';

export interface EvmWalletStackProps {
  store: WalletStateStore;
  /** The usable EVM chains of `/chains` (see `toViemChains`); at least one. */
  chains: readonly ViemChain[];
  /** The sandbox's first EVM dev account; only when the API is the sandbox. */
  sandboxAccount?: { address: `0x${string}`; privateKey: `0x${string}` };
  /** Namespaces wagmi's persisted state per widget instance. */
  storageKey: string;
}

/**
 * The EVM wallet stack (wagmi, its connectors and viem's client code), loaded through `import()`
 * after the first paint: the quote screen renders without it, and it reports into the widget's
 * wallet state store like the Solana stack does.
 */
export default function EvmWalletStack({
  store,
  chains,
  sandboxAccount,
  storageKey,
}: EvmWalletStackProps) {
  const config = useMemo(
    () => createEvmConfig({ chains, sandboxAccount, storageKey }),
    [chains, sandboxAccount, storageKey],
  );
  useEffect(() => {
    // Without a config there is nothing to look for: the menu says no wallet was found.
    if (!config) store.setState({ evmStack: 'ready' });
  }, [config, store]);
  if (!config) return null;
  return (
    <WagmiProvider config={config} reconnectOnMount>
      <EvmWalletBridge store={store} />
    </WagmiProvider>
  );
}
