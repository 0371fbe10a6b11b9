import { NATIVE_EVM_ADDRESS } from './nativeAddresses';
import type { NetworkType } from './types';

/**
 * What sets one network type apart where the widget decides something before any chain is
 * asked: the pickers, the quote request, addresses. Registered once per network, so a caller
 * looks its network up instead of comparing network types, and a new network is one entry here
 * (the compiler names every fact it must state). Small on purpose: it is in the first load.
 */
export interface NetworkFacts {
  /** The network's name in words: wallet menu sections, "Connect your EVM wallet", errors. */
  name: string;
  /** Addresses are hex or bech32, compared in any letter case; base58 ones are case-sensitive. */
  caseInsensitiveAddresses: boolean;
  /** `/quick-swap` serves a one-step swap within one chain of this network (routing-api §4.8). */
  quickSwap: boolean;
  /** Lite mode (raw instructions the widget assembles) exists for swaps within this network. */
  liteMode: boolean;
  /** A token can be added by its address, checked in this network's address format. */
  customTokens: boolean;
  /**
   * One balance read answers every token the owner holds (Solana's token accounts), so the token
   * list is no part of the read's query key and a read is made with none asked.
   */
  readsEveryHeldToken: boolean;
  /**
   * The address its native coin (the one fees are paid in) has in a balance read's answer;
   * undefined when the network has no one such address (a Cosmos chain's coin is its own denom).
   */
  nativeBalanceAddress: string | undefined;
}

export const NETWORK_FACTS: Readonly<Record<NetworkType, NetworkFacts>> = {
  evm: {
    name: 'EVM',
    caseInsensitiveAddresses: true,
    quickSwap: true,
    liteMode: false,
    customTokens: true,
    readsEveryHeldToken: false,
    nativeBalanceAddress: NATIVE_EVM_ADDRESS,
  },
  sol: {
    name: 'Solana',
    caseInsensitiveAddresses: false,
    quickSwap: true,
    liteMode: true,
    customTokens: true,
    readsEveryHeldToken: true,
    // Every address that means SOL maps to the account's lamports in the read.
    nativeBalanceAddress: '11111111111111111111111111111111',
  },
  tron: {
    name: 'Tron',
    caseInsensitiveAddresses: false,
    quickSwap: false,
    liteMode: false,
    customTokens: false,
    readsEveryHeldToken: false,
    // TRX: the base58 of the zero address, as Tron's tools (and `tronBalances`) name it.
    nativeBalanceAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  },
  cosmos: {
    name: 'Cosmos',
    caseInsensitiveAddresses: true,
    quickSwap: false,
    liteMode: false,
    customTokens: false,
    // It answers every denom the account holds, yet is made (and cached) per token list.
    readsEveryHeldToken: false,
    nativeBalanceAddress: undefined,
  },
};

/** The facts of `type`; undefined for a type no network registered (an asset may lack one). */
export function networkFacts(type: NetworkType | undefined): NetworkFacts | undefined {
  return type !== undefined && Object.hasOwn(NETWORK_FACTS, type) ? NETWORK_FACTS[type] : undefined;
}
