import type { PriorityLevel } from '../../../src/api/types';
import type { NetworkType, WireAsset, WireFee } from '../wire';
import { usdValue } from './pricing';

/** Network fee models per chain and the two fee shapes of docs/routing-api.md §2.4. */

export type FeeKind = 'NETWORK' | 'PROVIDER' | 'SERVICE' | 'INTEGRATOR';
export type FeeSource = 'FROM_SOURCE_WALLET' | 'FROM_OUTPUT_AMOUNT' | 'FROM_INPUT_AMOUNT';

/** The service's own fee carries the operator's brand name (docs/routing-api.md §2.1): ours is the
 * sandbox. */
const SERVICE_FEE_TYPE = 'SANDBOX';
export const SERVICE_FEE_BPS = 5;

const GWEI = 1_000_000_000n;
/** Base fee per gas of each EVM chain: an L1-like chain and a cheap L2-like one. */
const EVM_BASE_FEE: Record<string, bigint> = { '31337': 20n * GWEI, '31338': GWEI / 20n };
const EVM_PRIORITY: Record<PriorityLevel, bigint> = {
  low: GWEI / 20n,
  medium: GWEI / 2n,
  high: 2n * GWEI,
  ultra: 5n * GWEI,
  degen: 20n * GWEI,
};
/** Solana priority fee, micro-lamports per compute unit. */
const SOL_PRIORITY: Record<PriorityLevel, bigint> = {
  low: 1_000n,
  medium: 10_000n,
  high: 100_000n,
  ultra: 1_000_000n,
  degen: 5_000_000n,
};
/** Solana bundle tip, lamports. */
const SOL_TIP: Record<PriorityLevel, bigint> = {
  low: 1_000n,
  medium: 10_000n,
  high: 100_000n,
  ultra: 1_000_000n,
  degen: 10_000_000n,
};
const SOL_SIGNATURE_FEE = 5_000n;
/** Tron: sun per unit of energy. Cosmos: uatom per 1000 gas (0.025 uatom/gas). */
const TRON_SUN_PER_ENERGY = 100n;
const COSMOS_UATOM_PER_KGAS = 25n;

export interface FeeSettings {
  evmPriorityFee?: number | PriorityLevel;
  solanaPriorityFee?: number | PriorityLevel;
  solanaBundleTip?: number | PriorityLevel;
}

function level<T>(table: Record<PriorityLevel, bigint>, value: T | undefined, fallback: bigint) {
  if (value === undefined) return fallback;
  return typeof value === 'number' ? BigInt(value) : table[value as PriorityLevel];
}

/** Price per gas unit as sent in the transaction (EVM wei, Solana micro-lamports per CU, ...). */
export function gasPrice(chainId: string, networkType: NetworkType, s: FeeSettings): bigint {
  switch (networkType) {
    case 'evm':
      return (
        (EVM_BASE_FEE[chainId] ?? GWEI) + level(EVM_PRIORITY, s.evmPriorityFee, EVM_PRIORITY.medium)
      );
    case 'sol':
      return level(SOL_PRIORITY, s.solanaPriorityFee, SOL_PRIORITY.medium);
    case 'tron':
      return TRON_SUN_PER_ENERGY;
    case 'cosmos':
      return COSMOS_UATOM_PER_KGAS;
  }
}

export function solanaTipLamports(s: FeeSettings): bigint {
  return level(SOL_TIP, s.solanaBundleTip, 0n);
}

/** Network fee of one transaction, smallest unit of the chain's native token. */
export function networkFee(networkType: NetworkType, gasUnits: bigint, price: bigint, tip = 0n) {
  switch (networkType) {
    case 'evm':
    case 'tron':
      return gasUnits * price;
    case 'sol':
      return SOL_SIGNATURE_FEE + (gasUnits * price + 999_999n) / 1_000_000n + tip;
    case 'cosmos':
      return (gasUnits * price + 999n) / 1000n;
  }
}

const SOURCE_OF: Record<FeeKind, FeeSource> = {
  NETWORK: 'FROM_SOURCE_WALLET',
  PROVIDER: 'FROM_INPUT_AMOUNT',
  SERVICE: 'FROM_INPUT_AMOUNT',
  INTEGRATOR: 'FROM_INPUT_AMOUNT',
};

/** One fee in the provider's shape: typed (type definition) or legacy (seen in routes). */
export function makeFee(
  shape: 'typed' | 'legacy',
  kind: FeeKind,
  token: WireAsset,
  amount: bigint,
  source: FeeSource = SOURCE_OF[kind],
): WireFee {
  const type = kind === 'SERVICE' ? SERVICE_FEE_TYPE : kind;
  const usd = usdValue(amount, token);
  if (shape === 'typed') {
    return { type, token, source, amountInToken: amount.toString(), amountInUSD: usd };
  }
  return {
    type: type.toLowerCase(),
    token,
    amount: amount.toString(),
    amountInEther: amount.toString(),
    amountInUSD: String(usd),
  };
}

/** USD value of a fee in either shape. */
export function feeUsd(fee: WireFee): number {
  return Number(fee.amountInUSD);
}
