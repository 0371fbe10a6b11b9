import { useContext, useEffect, useMemo, useState } from 'react';
import type { Chain as ViemChain } from 'viem';
import { type CreateConnectorFn, WagmiContext } from 'wagmi';
import { loadSandboxEvmConnector } from '../loadSandboxDevWallets';
import { useHostWallets } from '../useHostWallets';
import type { WalletConnectSettings } from '../walletConnect/walletConnectSettings';
import { setStackState, type WalletStateStore } from '../walletState';
import { EvmWalletBridge } from './EvmWalletBridge';
import { hostWalletConnector } from './hostWalletConnector';
import { useWalletConnectConnector } from './useWalletConnectConnector';
import { WidgetWagmiProvider } from './WidgetWagmiProvider';
import { createEvmConfig } from './wagmiConfig';

export interface EvmWalletStackProps {
  store: WalletStateStore;
  /** The usable EVM chains of `/chains` (see `toViemChains`); at least one. */
  chains: readonly ViemChain[];
  /** The sandbox's first EVM dev account; only when the API is the sandbox (development builds). */
  sandboxAccount?: { address: `0x${string}`; privateKey: `0x${string}` } | undefined;
  /** Namespaces wagmi's persisted state per widget instance and API. */
  storageKey: string;
  /** WalletConnect, when the widget has a project id (or the sandbox's relay, in development). */
  walletConnect?: WalletConnectSettings | undefined;
}

interface DevConnector {
  id: string;
  connector: CreateConnectorFn;
}

/**
 * The EVM wallet stack (wagmi, its connectors and viem's client code), loaded through `import()`
 * after the first paint: the quote screen renders without it, and it reports into the widget's
 * wallet state store like the Solana stack does.
 *
 * Inside a host app's own `WagmiProvider` (wagmi is a peer dependency: one copy, one context),
 * the host's config is the user's wallet: the widget shows its connection, signs with it and
 * offers its connectors, and makes no wagmi config of its own (a second one would hide the
 * host's connection and ask the user to connect again). Without one, the widget brings its own.
 */
export default function EvmWalletStack(props: EvmWalletStackProps) {
  const hostConfig = useContext(WagmiContext);
  if (hostConfig) return <EvmWalletBridge store={props.store} />;
  return <OwnEvmWalletStack {...props} />;
}

/**
 * The widget's own wagmi config, for the chains of `/chains`. The sandbox dev connector is loaded
 * on its own (development builds only) before wagmi is configured, so the config is made once.
 * A wallet the page around the widget lends it (the iframe page's bridge to the host page's
 * wallet, `HostWallets`) is one more connector.
 */
function OwnEvmWalletStack({
  store,
  chains,
  sandboxAccount,
  storageKey,
  walletConnect,
}: EvmWalletStackProps) {
  const devConnector = useSandboxConnector(sandboxAccount);
  const hostEvm = useHostWallets()?.evm;
  const hostConnector = useMemo(() => hostEvm && hostWalletConnector(hostEvm), [hostEvm]);
  const walletConnectConnector = useWalletConnectConnector(store, walletConnect);
  const config = useMemo(
    () =>
      devConnector === 'loading'
        ? undefined
        : createEvmConfig({
            chains,
            extraConnectors: [
              ...(hostConnector ? [hostConnector] : []),
              ...(devConnector ? [devConnector.connector] : []),
              ...(walletConnectConnector ? [walletConnectConnector] : []),
            ],
            storageKey,
          }),
    [chains, devConnector, hostConnector, walletConnectConnector, storageKey],
  );
  useEffect(() => {
    // Without a config there is nothing to look for: the menu says no wallet was found.
    if (devConnector !== 'loading' && !config) setStackState(store, 'evm', 'ready');
  }, [config, devConnector, store]);
  if (!config) return null;
  return (
    <WidgetWagmiProvider config={config}>
      <EvmWalletBridge
        store={store}
        devWalletId={devConnector === 'loading' ? undefined : devConnector?.id}
      />
    </WidgetWagmiProvider>
  );
}

/** The sandbox dev connector for `account`, or undefined; 'loading' while its code loads. */
function useSandboxConnector(
  account: EvmWalletStackProps['sandboxAccount'],
): DevConnector | undefined | 'loading' {
  const load = account ? loadSandboxEvmConnector : undefined;
  const [loaded, setLoaded] = useState<{ for: typeof account; value: DevConnector | undefined }>();
  useEffect(() => {
    if (!load || !account) return;
    let alive = true;
    load()
      .then((m) => ({ id: m.SANDBOX_DEV_WALLET_ID, connector: m.sandboxDevConnector(account) }))
      .catch((error: unknown) => {
        console.warn('[swap-widget] sandbox dev wallet could not be loaded', error);
        return undefined;
      })
      .then((value) => {
        if (alive) setLoaded({ for: account, value });
      });
    return () => {
      alive = false;
    };
  }, [load, account]);
  if (!load || !account) return undefined;
  return loaded?.for === account ? loaded.value : 'loading';
}
