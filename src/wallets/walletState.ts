import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Chain, NetworkType } from '../api/types';
import type { CosmosSigner, EvmSigner, SolanaSigner, TronSigner } from '../execution/signers';
import { NETWORK_FACTS } from '../lib/networkFacts';
import type { WidgetError } from '../lib/widgetError';

/**
 * What the rest of the widget knows about wallets, independent of wagmi and the Solana wallet
 * adapter. The wallet stacks (EVM right after the first paint, Solana when needed; both through
 * `import()`) push their state here and register a driver; components read it with
 * `useWalletState` and never touch wagmi or the adapter directly. That keeps both stacks out of
 * the initial bundle and lets tests fake a connected wallet.
 */

/** Network types with a wallet stack: all four. */
export type WalletNetworkType = NetworkType;

/**
 * Whether `t` is a network type with a wallet stack: any network the widget knows (one read from
 * storage or another tab may name none).
 */
export function isWalletNetworkType(t: string | undefined): t is WalletNetworkType {
  return t !== undefined && Object.hasOwn(NETWORK_FACTS, t);
}

export interface WalletOption {
  id: string;
  name: string;
  icon?: string;
  /** The sandbox development wallet (test keys, test funds). */
  isSandbox: boolean;
}

export interface NetworkWalletState {
  status: 'disconnected' | 'connecting' | 'connected';
  address?: string;
  /** Name of the connected wallet. */
  walletName?: string;
  /** Wallets discovered (EIP-6963 / Wallet Standard) plus the sandbox wallet when available. */
  wallets: WalletOption[];
  /**
   * The chosen chain's name when this site has not set up signing on it (a Cosmos chain without
   * a `cosmosChains` entry): no wallet could sign there, installed or not.
   */
  notSetUp?: string | undefined;
  /**
   * Last connection error (`walletConnectionError` in `errors.ts`), shown in the widget's
   * language with `errorText`.
   */
  error?: WidgetError;
}

/** `idle`: not asked for (yet); `ready`: its driver is registered and its state reported. */
export type WalletStackState = 'idle' | 'loading' | 'ready' | 'failed';

interface WalletDriver {
  connect(walletId: string): Promise<void>;
  disconnect(): Promise<void>;
  /**
   * The execution engine's signer on the connected wallet (undefined while none is connected).
   * Built by the stack that owns the wallet, so the engine never touches wagmi or the adapter.
   */
  executionSigner?(): EvmSigner | SolanaSigner | TronSigner | CosmosSigner | undefined;
}

export interface WalletState {
  /** The API's chains (from `/chains`), for RPC URLs and network types; empty until loaded. */
  chains: Chain[];
  /** Whether the API is the sandbox (probed once, see `sandboxApi.ts`). */
  isSandbox: boolean;
  evm: NetworkWalletState;
  sol: NetworkWalletState;
  tron: NetworkWalletState;
  cosmos: NetworkWalletState;
  /**
   * Loading state of each network type's wallet stack: EVM's (wagmi) is imported after the first
   * paint, the others (Solana, Tron, Cosmos: their registered `onDemandStack`) when
   * needed.
   */
  stacks: Record<WalletNetworkType, WalletStackState>;
  /** Which network type's wallet menu is open (the main button opens it too). */
  menuFor?: WalletNetworkType;
  /**
   * A WalletConnect proposal waiting for a wallet: its `wc:` link, shown as a QR code until the
   * wallet approves, and how to stop waiting.
   */
  pairing?: { uri: string; cancel(): void } | undefined;
  /** Set by WalletProviders: loads a stack that loads on demand (e.g. from the wallet menu). */
  requestStack(type: WalletNetworkType): void;
}

export interface WalletStateStore extends StoreApi<WalletState> {
  drivers: Partial<Record<WalletNetworkType, WalletDriver>>;
}

const disconnected = (): NetworkWalletState => ({ status: 'disconnected', wallets: [] });

export function createWalletStateStore(): WalletStateStore {
  const store = createStore<WalletState>()(() => ({
    chains: [],
    isSandbox: false,
    evm: disconnected(),
    sol: disconnected(),
    tron: disconnected(),
    cosmos: disconnected(),
    stacks: { evm: 'idle', sol: 'idle', tron: 'idle', cosmos: 'idle' },
    menuFor: undefined,
    requestStack: () => {},
  }));
  return Object.assign(store, { drivers: {} });
}

export function patchNetwork(
  store: WalletStateStore,
  type: WalletNetworkType,
  patch: Partial<NetworkWalletState>,
): void {
  store.setState((s) => ({ [type]: { ...s[type], ...patch } }) as Partial<WalletState>);
}

/** Sets the loading state of `type`'s wallet stack. */
export function setStackState(
  store: WalletStateStore,
  type: WalletNetworkType,
  state: WalletStackState,
): void {
  store.setState((s) => ({ stacks: { ...s.stacks, [type]: state } }));
}

/** One wallet state store per widget instance, provided by `WalletProviders` (no default). */
export const WalletStateContext = createContext<WalletStateStore | null>(null);

export function useWalletStateStore(): WalletStateStore {
  const store = useContext(WalletStateContext);
  if (!store) {
    throw new Error(
      'useWalletState must be used inside <WalletProviders> (or a WalletStateContext.Provider in tests)',
    );
  }
  return store;
}

export function useWalletState<T>(selector: (s: WalletState) => T): T {
  return useStore(useWalletStateStore(), selector);
}
