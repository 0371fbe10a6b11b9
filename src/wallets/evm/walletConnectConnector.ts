import { ChainNotFoundError, SwitchChainError, UserRejectedRequestError } from 'viem';
import { createConnector } from 'wagmi';
import { WalletConnectChainError } from '../walletConnect/walletConnectErrors';
import type { WalletConnectLink } from '../walletConnect/walletConnectLink';
import type {
  ProposalNamespaces,
  WalletConnectSession,
} from '../walletConnect/walletConnectSettings';
import { type WalletConnectEvmAccount, walletConnectEvmAccount } from './walletConnectEvmAccount';
import {
  type WalletConnectEvmProvider,
  walletConnectEvmProvider,
} from './walletConnectEvmProvider';

const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

export interface WalletConnectConnectorParts {
  link: WalletConnectLink;
  /** The proposal for all of `/chains` (every network's namespace, not EVM's alone). */
  proposal(): Promise<ProposalNamespaces>;
  /** The `wc:` link to show while the wallet is asked, `undefined` once it is not. */
  onUri(uri: string | undefined): void;
}

/**
 * A wagmi connector on the widget's WalletConnect session, so EVM over WalletConnect goes through
 * the same signer and checks as an injected wallet. The session's approved account and chains
 * are checked when it connects (`walletConnectEvmAccount`); switching chains is local, since every
 * request names its chain; reads go to the config's own transports.
 */
export function walletConnectConnector({ link, proposal, onUri }: WalletConnectConnectorParts) {
  return createConnector<WalletConnectEvmProvider>((config) => {
    const chainIds = config.chains.map((c) => c.id);
    let account: WalletConnectEvmAccount | undefined;
    let current = config.chains[0].id;
    let unfollow: (() => void) | undefined;

    const provider = walletConnectEvmProvider({
      link,
      account: () => account,
      chainId: () => current,
      read(chainId, method, params) {
        const chain = config.chains.find((c) => c.id === chainId);
        const transport = config.transports?.[chainId];
        if (!chain || !transport) throw new Error(`chain ${chainId} has no RPC here`);
        return transport({ chain, retryCount: 0 }).request({ method, params } as never);
      },
    });

    /** Takes the session's EVM account; the chain stays where it was when still approved. */
    const adopt = (session: WalletConnectSession, chainId?: number) => {
      const next = walletConnectEvmAccount(session, chainIds);
      const previous = account;
      account = next;
      const wanted = chainId ?? current;
      current = next.chainIds.includes(wanted) ? wanted : (next.chainIds[0] as number);
      return previous;
    };

    const follow = () => {
      unfollow?.();
      unfollow = link.onChange((session) => {
        if (!session) return void connector.onDisconnect();
        try {
          const before = current;
          const previous = adopt(session);
          if (account && previous?.address !== account.address) {
            connector.onAccountsChanged([account.address]);
          }
          if (before !== current) connector.onChainChanged(String(current));
        } catch {
          // An update the widget cannot use ends its use of the session.
          void connector.onDisconnect();
        }
      });
    };

    const connector: ReturnType<Parameters<typeof createConnector<WalletConnectEvmProvider>>[0]> = {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: WALLETCONNECT_CONNECTOR_ID,
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // A session another network's button made is used as it is: one session, one pairing.
        const session =
          (await link.restore()) ??
          (isReconnecting ? undefined : await link.connect(await proposal(), onUri));
        if (!session) throw new UserRejectedRequestError(new Error('No WalletConnect session'));
        try {
          adopt(session, chainId);
        } catch (error) {
          // What the wallet approved cannot be used: the session is ended, nothing was asked.
          account = undefined;
          await link.disconnect().catch(() => {});
          throw error;
        }
        follow();
        const address = (account as unknown as WalletConnectEvmAccount).address;
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address];
        return { accounts: accounts as never, chainId: current };
      },
      async disconnect() {
        unfollow?.();
        unfollow = undefined;
        account = undefined;
        await link.disconnect();
      },
      getAccounts: async () => (account ? [account.address] : []),
      getChainId: async () => current,
      getProvider: async () => provider,
      async isAuthorized() {
        // Only a page whose last wallet was this one loads the SDK to look for its session.
        if ((await config.storage?.getItem('recentConnectorId')) !== WALLETCONNECT_CONNECTOR_ID) {
          return false;
        }
        return link.restore().then(
          (session) => session !== undefined,
          () => false,
        );
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new ChainNotFoundError());
        if (!account?.chainIds.includes(chainId)) {
          throw new SwitchChainError(new WalletConnectChainError(`eip155:${chainId}`));
        }
        current = chainId;
        config.emitter.emit('change', { chainId });
        return chain;
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts as `0x${string}`[] });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      async onDisconnect() {
        unfollow?.();
        unfollow = undefined;
        account = undefined;
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
