import type { Chain, NetworkType } from '../../api/types';
import type { WalletConnectOptions } from '../../config/walletConnectOptions';

/** One widget instance's WalletConnect: its options, and where its client keeps its state. */
export interface WalletConnectSettings extends WalletConnectOptions {
  /**
   * Namespaces the client's storage (and the SDK's one Core per prefix) to this widget instance
   * and API: two widgets on a page, or two APIs, never share a session.
   */
  storagePrefix: string;
  /** Each network's part of a proposal, as the networks registered them (`src/networks/`). */
  namespaces: WalletConnectNamespaces;
}

/** What a session looks like to the widget: the SDK's `SessionTypes.Struct`, the parts it reads. */
export interface WalletConnectSession {
  topic: string;
  /** Per namespace (`eip155`, `solana`, ...), what the wallet approved: CAIP-10 accounts. */
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[] }>;
  /** The wallet's own name, as it says (untrusted: shown as text only). */
  peerName: string;
  /** What the wallet announced of itself (Tron's `tron_method_version`), untrusted. */
  properties?: Record<string, string> | undefined;
}

/** What a proposal asks of one namespace: CAIP-2 chains, the methods and the events. */
interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

export type ProposalNamespaces = Record<string, ProposalNamespace>;

/**
 * What WalletConnect asks of one network: written in that network's folder
 * (`<network>/<network>WalletConnect.ts`) and registered with the network's other parts.
 */
export interface WalletConnectNamespace {
  /** The CAIP-2 namespace (`eip155`, `solana`, `cosmos`, `tron`). */
  namespace: string;
  methods: string[];
  events: string[];
  /**
   * The chain's CAIP-2 id (`eip155:31337`), read from the chain's own RPC where the id is its
   * genesis; undefined when it cannot be told (the chain is then not proposed).
   */
  caip2(chain: Chain, rpcUrl: string | undefined): Promise<string | undefined>;
}

/** Every network type's part of a proposal. */
export type WalletConnectNamespaces = Readonly<Record<NetworkType, WalletConnectNamespace>>;
