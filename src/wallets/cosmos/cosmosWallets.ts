import type { Chain } from '../../api/types';
import type { CosmosChainConfig } from '../../config/cosmosChains';
import { SANDBOX_COSMOS_CHAIN_ID } from '../../devtools/sandboxCosmosChain';
import type { WalletConnectAccess } from '../walletConnect/walletConnectAccess';
import { WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';
import type { WalletOption } from '../walletState';
import type { CosmosWallet } from './cosmosSigner';
import { connectKeplr, type KeplrLike } from './keplrCosmosWallet';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';
import { connectWalletConnectCosmos } from './walletConnectCosmosWallet';

/** What the Cosmos wallets for one chain are found from. */
export interface CosmosWalletSources {
  chainId: string;
  /** The integrator's config for the chain (development builds: the sandbox's); none: no wallet. */
  chain: CosmosChainConfig | undefined;
  /** `window.keplr`, which Leap and other Cosmos wallets provide too. */
  keplr?: KeplrLike | undefined;
  /** The sandbox's dev key: development builds on the sandbox only. */
  devKey?: string | undefined;
  /** The widget's WalletConnect session, with the chain from `/chains` it is asked for. */
  walletConnect?: { access: WalletConnectAccess; chain: Chain } | undefined;
}

const SANDBOX_DEV_WALLET_ID = 'sandbox-dev-cosmos';
const KEPLR_WALLET_ID = 'keplr';

/**
 * The wallets the "Cosmos wallet" section offers for `chainId`: a Keplr-compatible injected
 * wallet, and the sandbox's dev key on the sandbox's own ledger only: never on a public network's
 * chain id (`cosmoshub-4`), whatever key is at hand. A chain the config does not describe offers
 * none: nothing could be signed there.
 */
export function cosmosWalletOptions(sources: CosmosWalletSources): WalletOption[] {
  if (!sources.chain) return [];
  const options: WalletOption[] = [];
  if (sources.keplr) options.push({ id: KEPLR_WALLET_ID, name: 'Keplr', isSandbox: false });
  if (sources.walletConnect) options.push(WALLETCONNECT_WALLET);
  // Development builds only: a production build has neither the key nor this branch.
  if (__DEVELOPMENT_BUILD__ && sources.devKey && sources.chainId === SANDBOX_COSMOS_CHAIN_ID) {
    options.push({
      id: SANDBOX_DEV_WALLET_ID,
      name: 'Sandbox dev wallet (test funds)',
      isSandbox: true,
    });
  }
  return options;
}

/** Connects the wallet `id` of `cosmosWalletOptions` (a connection prompt for Keplr). */
export async function connectCosmosWallet(
  id: string,
  sources: CosmosWalletSources,
): Promise<CosmosWallet & { name: string }> {
  const offered = cosmosWalletOptions(sources).find((o) => o.id === id);
  const { chain, keplr, devKey } = sources;
  if (!offered || !chain) throw new Error(`no Cosmos wallet ${id} for ${sources.chainId}`);
  if (id === KEPLR_WALLET_ID && keplr) return connectKeplr(keplr, sources.chainId, chain);
  if (id === WALLETCONNECT_WALLET.id && sources.walletConnect) {
    const { access, chain: listed } = sources.walletConnect;
    return connectWalletConnectCosmos(access, listed, chain.bech32Prefix);
  }
  if (__DEVELOPMENT_BUILD__ && id === SANDBOX_DEV_WALLET_ID && devKey) {
    const wallet = await sandboxDevCosmosWallet(devKey, { prefix: chain.bech32Prefix });
    return { ...wallet, name: offered.name };
  }
  throw new Error(`no Cosmos wallet ${id}`);
}
