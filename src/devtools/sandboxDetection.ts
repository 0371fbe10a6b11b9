import type { Chain } from '../api/types';
import { isLoopbackUrl } from '../lib/loopback';
import { fetchSandboxAccounts, probeSandbox, type SandboxAccounts } from './sandboxApi';

/** The sandbox's EVM chain ids (its two anvils). Never the id of a real network. */
export const SANDBOX_EVM_CHAIN_IDS: ReadonlySet<string> = new Set(['31337', '31338']);

export interface SandboxDetection {
  isSandbox: boolean;
  /** The development keys; only when `isSandbox`. */
  accounts?: SandboxAccounts;
}

/**
 * Why an API cannot be the sandbox, before anything is asked of it; undefined when it may be.
 * Answering `/__sandbox/health` is not enough: any server can. The sandbox runs on this machine,
 * so its API and every RPC of its EVM and Solana chains are on a loopback name, and its EVM
 * chains carry its own chain ids; a chain id of a real network is never called "Sandbox" and the
 * development keys are never offered for it. (Tron and Cosmos chains are quoted but never signed
 * for, so their ids do not matter here.)
 */
export function sandboxRefusal(apiUrl: string, chains: readonly Chain[]): string | undefined {
  if (!isLoopbackUrl(apiUrl)) return 'the API is not on a loopback address';
  for (const chain of chains) {
    if (chain.networkType !== 'evm' && chain.networkType !== 'sol') continue;
    if (chain.networkType === 'evm' && !SANDBOX_EVM_CHAIN_IDS.has(chain.chainId)) {
      return `chain ${chain.chainId.slice(0, 40)} is not a sandbox chain`;
    }
    if (!chain.rpcUrls.every(isLoopbackUrl)) {
      return `chain ${chain.chainId.slice(0, 40)} has an RPC off this machine`;
    }
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
