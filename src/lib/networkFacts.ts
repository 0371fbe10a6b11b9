import type { NetworkType } from './types';

/**
 * What sets one network type apart where the widget decides something before any chain is
 * asked: the pickers, the quote request, addresses. Registered once per network, so a caller
 * looks its network up instead of comparing network types, and a new network is one entry here
 * (the compiler names every fact it must state). Small on purpose: it is in the first load.
 */
export interface NetworkFacts {
  /** Addresses are hex or bech32, compared in any letter case; base58 ones are case-sensitive. */
  caseInsensitiveAddresses: boolean;
  /** `/quick-swap` serves a one-step swap within one chain of this network (routing-api §4.8). */
  quickSwap: boolean;
  /** Lite mode (raw instructions the widget assembles) exists for swaps within this network. */
  liteMode: boolean;
  /** A token can be added by its address, checked in this network's address format. */
  customTokens: boolean;
}

export const NETWORK_FACTS: Readonly<Record<NetworkType, NetworkFacts>> = {
  evm: { caseInsensitiveAddresses: true, quickSwap: true, liteMode: false, customTokens: true },
  sol: { caseInsensitiveAddresses: false, quickSwap: true, liteMode: true, customTokens: true },
  tron: { caseInsensitiveAddresses: false, quickSwap: false, liteMode: false, customTokens: false },
  cosmos: {
    caseInsensitiveAddresses: true,
    quickSwap: false,
    liteMode: false,
    customTokens: false,
  },
};

/** The facts of `type`; undefined for a type no network registered (an asset may lack one). */
export function networkFacts(type: NetworkType | undefined): NetworkFacts | undefined {
  return type !== undefined && Object.hasOwn(NETWORK_FACTS, type) ? NETWORK_FACTS[type] : undefined;
}
