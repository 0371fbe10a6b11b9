import {
  type Address,
  ChainNotFoundError,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem';
import { createConnector } from 'wagmi';
import type { HostEvmProvider, HostWallets } from '../hostWallet';

export const HOST_WALLET_ID = 'hostWallet';

type HostEvmWallet = NonNullable<HostWallets['evm']>;

/**
 * A wagmi connector for a wallet the page around the widget lends it (`HostWallets`): in the
 * iframe page, the host page's own wallet over the bridge. It asks only what the bridge offers
 * (accounts, chain, switching, sending, typed data); the execution engine checks every payload
 * before it reaches this connector, as for any wallet. Disconnecting forgets the wallet here; the
 * host page's own connection is its business.
 */
export function hostWalletConnector({ name, provider }: HostEvmWallet) {
  const accountsOf = async (method: 'eth_accounts' | 'eth_requestAccounts') =>
    ((await provider.request({ method })) as string[]).map((a) => getAddress(a));

  return createConnector<HostEvmProvider>((config) => {
    let subscribed = false;
    const onAccounts = (accounts: unknown) => {
      const list = accounts as string[];
      if (list.length === 0) void connector.onDisconnect();
      else connector.onAccountsChanged(list);
    };
    const onChain = (chainId: unknown) => connector.onChainChanged(chainId as string);
    const onDisconnect = () => void connector.onDisconnect();
    const subscribe = (on: boolean) => {
      if (on === subscribed) return;
      subscribed = on;
      const method = on ? provider.on : provider.removeListener;
      method.call(provider, 'accountsChanged', onAccounts);
      method.call(provider, 'chainChanged', onChain);
      method.call(provider, 'disconnect', onDisconnect);
    };

    const connector: ReturnType<Parameters<typeof createConnector<HostEvmProvider>>[0]> = {
      id: HOST_WALLET_ID,
      name,
      type: HOST_WALLET_ID,
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // A reconnect after a reload asks nothing: the accounts the host page's wallet shares.
        const accounts = await accountsOf(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts');
        if (accounts.length === 0) throw new UserRejectedRequestError(new Error('No account'));
        let current = await connector.getChainId();
        if (chainId !== undefined && chainId !== current) {
          current =
            (await connector.switchChain?.({ chainId }).catch(() => undefined))?.id ?? current;
        }
        subscribe(true);
        const shared = withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts;
        return { accounts: shared as never, chainId: current };
      },
      async disconnect() {
        subscribe(false);
      },
      getAccounts: () => accountsOf('eth_accounts'),
      async getChainId() {
        return Number(await provider.request({ method: 'eth_chainId' }));
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        try {
          const recent = await config.storage?.getItem('recentConnectorId');
          return recent === HOST_WALLET_ID && (await connector.getAccounts()).length > 0;
        } catch {
          return false;
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new ChainNotFoundError());
        try {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          });
        } catch (error) {
          if ((error as { code?: unknown }).code === 4001) {
            throw new UserRejectedRequestError(error as Error);
          }
          throw new SwitchChainError(error as Error);
        }
        config.emitter.emit('change', { chainId });
        return chain;
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a) as Address) });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      async onDisconnect() {
        subscribe(false);
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
