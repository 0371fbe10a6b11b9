import type { NetworkType } from '../api/types';

/**
 * The address of the wallet connected for `networkType`, or undefined when none is connected.
 * Placeholder until the wallet stacks are wired (returns undefined: no wallet connected).
 */
export function useConnectedAddress(_networkType: NetworkType): string | undefined {
  return undefined;
}
