import { parseUnits } from 'viem';
import { assertDecimals } from './amounts';
import type { NetworkType } from './types';

// What "Max" keeps back for gas: only the amount field's balance line (loaded once a balance is
// known, `balanceView.ts`) uses it, so it is not in the first load.

/** The most a user can spend: all of a token, or the native coin minus what gas will need. */
export function maxSpendable({
  balance,
  isNative,
  gasReserve,
}: {
  balance: bigint;
  isNative: boolean;
  gasReserve: bigint;
}): bigint {
  if (!isNative) return balance;
  return balance > gasReserve ? balance - gasReserve : 0n;
}

/**
 * Native coin kept back by "Max", in whole coins, per network type. Generous on purpose: a swap
 * that fails for lack of gas costs the user more than a little dust left over.
 * - evm 0.005: a ~300k-gas swap at ~16 gwei on Ethereum; far more than needed on L2s.
 * - sol 0.01: fees and priority fees plus rent for a few new token accounts (~0.002 SOL each).
 * - tron 30 TRX: energy burned by a TRC-20 swap when the account has no staked energy.
 * - cosmos 0.02: fees of a few IBC/Wasm transactions at usual gas prices (e.g. ATOM, 6 decimals).
 * Chains whose native coin is worth far less per gas unit override the EVM default by chain id.
 */
const GAS_RESERVE_BY_NETWORK: Readonly<Record<NetworkType, (chainId?: string) => string>> = {
  evm: (chainId) =>
    (chainId !== undefined && Object.hasOwn(GAS_RESERVE_BY_EVM_CHAIN, chainId)
      ? GAS_RESERVE_BY_EVM_CHAIN[chainId]
      : undefined) ?? '0.005',
  sol: () => '0.01',
  tron: () => '30',
  cosmos: () => '0.02',
};

/** EVM chains where 0.005 native coin is not enough gas for a swap. */
const GAS_RESERVE_BY_EVM_CHAIN: Readonly<Record<string, string>> = {
  '137': '0.5', // Polygon (POL)
  '43114': '0.02', // Avalanche C-Chain (AVAX)
  '250': '1', // Fantom (FTM)
  '100': '0.05', // Gnosis (xDAI)
  '42220': '0.05', // Celo (CELO)
};

export function defaultGasReserve(
  networkType: NetworkType,
  decimals: number,
  opts?: { chainId?: string },
): bigint {
  assertDecimals(decimals);
  // parseUnits rounds when the coin has fewer decimals than the constant; keep at least one unit.
  const reserve = parseUnits(GAS_RESERVE_BY_NETWORK[networkType](opts?.chainId), decimals);
  return reserve > 0n ? reserve : 1n;
}
