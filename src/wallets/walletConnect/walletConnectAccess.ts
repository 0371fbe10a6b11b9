import type { Chain } from '../../api/types';
import type { WalletStateStore } from '../walletState';
import { caip2Of, proposalNamespaces } from './proposalNamespaces';
import { approvedAccounts, approvedMethods } from './sessionAccounts';
import { WalletConnectChainError } from './walletConnectErrors';
import { type WalletConnectLink, walletConnectLink } from './walletConnectLink';
import type { WalletConnectSettings } from './walletConnectSettings';

/** The account a session approved on one chain, and requests to the wallet on that chain. */
export interface WalletConnectAccount {
  /** As the wallet wrote it: the network's own checks come after. */
  address: string;
  /** The chain's CAIP-2 id, which every request names. */
  chain: string;
  /** The session's properties, as the wallet announced them (untrusted). */
  properties: Readonly<Record<string, string>>;
  /** The methods the wallet approved on the chain's namespace (a request for another fails). */
  methods: readonly string[];
  request<T>(method: string, params: unknown): Promise<T>;
}

/** What a network's stack (Solana, Tron, Cosmos) uses of the widget instance's one session. */
export interface WalletConnectAccess {
  /**
   * The approved account on `chain`: from the session there is (a second network's button never
   * pairs again), else from a new one, its link shown in the QR dialog. `silent`: the session
   * there is only (a page load opens no dialog), undefined without one. Throws
   * `WalletConnectChainError` when the wallet did not approve the chain.
   */
  account(chain: Chain, options?: { silent?: boolean }): Promise<WalletConnectAccount | undefined>;
  /** `listener` is called when the session ends, on either side. */
  onEnd(listener: () => void): () => void;
}

export function walletConnectAccess(
  store: WalletStateStore,
  settings: WalletConnectSettings,
): WalletConnectAccess {
  const link = walletConnectLink(settings);
  return {
    async account(chain, { silent = false } = {}) {
      const [proposal, wanted] = await Promise.all([
        proposalNamespaces(settings.namespaces, store.getState().chains),
        caip2Of(settings.namespaces, chain),
      ]);
      const session =
        (await link.restore()) ??
        (silent ? undefined : await link.connect(proposal, pairingReporter(store, link)));
      if (!session) return undefined;
      const { namespace } = settings.namespaces[chain.networkType];
      const approved = approvedAccounts(session, namespace, proposal[namespace]?.chains ?? []);
      const account = approved.find((a) => a.chain === wanted);
      if (!wanted || !account) throw new WalletConnectChainError(wanted ?? chain.chainId);
      return {
        address: account.address,
        chain: wanted,
        properties: session.properties ?? {},
        methods: approvedMethods(session, namespace),
        request: (method, params) => link.request(wanted, { method, params }),
      };
    },
    onEnd: (listener) => link.onChange((session) => session || listener()),
  };
}

/** Shows a pending proposal's `wc:` link in the QR dialog (the wallet state's `pairing`). */
export function pairingReporter(store: WalletStateStore, link: WalletConnectLink) {
  return (uri: string | undefined) =>
    store.setState({ pairing: uri ? { uri, cancel: link.cancel } : undefined });
}
