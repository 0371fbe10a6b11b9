import type { Chain, NetworkType } from '../api/types';
import { isLoopbackUrl } from '../lib/loopback';
import { fetchSandboxAccounts, probeSandbox, type SandboxAccounts } from './sandboxApi';
import { SANDBOX_COSMOS_CHAIN_ID } from './sandboxCosmosChain';

/** The sandbox's EVM chain ids (its two anvils). Never the id of a real network. */
export const SANDBOX_EVM_CHAIN_IDS: ReadonlySet<string> = new Set(['31337', '31338']);

/** The sandbox's Tron ledger's chain id. Tron mainnet's is 728126428. */
export const SANDBOX_TRON_CHAIN_ID = '31339';

export interface SandboxDetection {
  isSandbox: boolean;
  /** The development keys; only when `isSandbox`. */
  accounts?: SandboxAccounts;
}

/**
 * Whether a chain id may be one of the sandbox's, per network: its EVM, Tron and Cosmos chains
 * carry ids no real network uses (sandbox/src/catalog/chains.ts); Solana's id names no cluster,
 * so its loopback RPC alone says it is local.
 */
const SANDBOX_CHAIN_ID: Readonly<Record<NetworkType, (chainId: string) => boolean>> = {
  evm: (chainId) => SANDBOX_EVM_CHAIN_IDS.has(chainId),
  sol: () => true,
  tron: (chainId) => chainId === SANDBOX_TRON_CHAIN_ID,
  cosmos: (chainId) => chainId === SANDBOX_COSMOS_CHAIN_ID,
};

/**
 * Why an API cannot be the sandbox, before anything is asked of it; undefined when it may be.
 * Answering `/__sandbox/health` is not enough: any server can. The sandbox runs on this machine,
 * so its API and every RPC of its chains are on a loopback name, and its chains carry its own
 * chain ids: a chain of a real network is never called "Sandbox", and the development keys
 * (one per network) are never offered for it.
 */
export function sandboxRefusal(apiUrl: string, chains: readonly Chain[]): string | undefined {
  if (!isLoopbackUrl(apiUrl)) return 'the API is not on a loopback address';
  for (const chain of chains) {
    const id = chain.chainId.slice(0, 40);
    const known = Object.hasOwn(SANDBOX_CHAIN_ID, chain.networkType);
    if (!known || !SANDBOX_CHAIN_ID[chain.networkType](chain.chainId)) {
      return `chain ${id} is not a sandbox chain`;
    }
    if (!chain.rpcUrls.every(isLoopbackUrl)) return `chain ${id} has an RPC off this machine`;
  }
  return undefined;
}

/**
 * Decides once per API and chain list: the rules above, then the health probe, then the keys.
 * A sandbox whose keys cannot be read is still the sandbox (badge), just without dev wallets.
 */
export async function detectSandbox(
  apiUrl: string,
  chains: readonly Chain[],
  signal?: AbortSignal,
): Promise<SandboxDetection> {
  if (sandboxRefusal(apiUrl, chains) !== undefined) return { isSandbox: false };
  if (!(await probeSandbox(apiUrl, signal))) return { isSandbox: false };
  try {
    return { isSandbox: true, accounts: await fetchSandboxAccounts(apiUrl, signal) };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[swap-widget] sandbox development keys unavailable', error);
    return { isSandbox: true };
  }
}
