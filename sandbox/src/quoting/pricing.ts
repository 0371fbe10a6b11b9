import { formatUnits } from 'viem';
import type { WireAsset } from '../wire';

/**
 * Conversions at catalog prices, in bigint. Prices are fixed point with 8 decimals, the same
 * formula as the chains' router rates (sandbox/src/chains/pricing.ts), so a quote converts
 * exactly like the contracts do before the simulated spread and fees.
 */
const PRICE_DECIMALS = 8;

function priceE8(token: WireAsset): bigint {
  return BigInt(Math.round(token.lastPrice * 10 ** PRICE_DECIMALS));
}

/** `amount` of `from` in units of `to`, rounded down. */
export function convert(amount: bigint, from: WireAsset, to: WireAsset): bigint {
  const numerator = amount * priceE8(from) * 10n ** BigInt(to.decimals);
  const denominator = priceE8(to) * 10n ** BigInt(from.decimals);
  return denominator === 0n ? 0n : numerator / denominator;
}

/** USD value, as a float: for display fields (`amountInUSD`) and scores only, never for money. */
export function usdValue(amount: bigint, token: WireAsset): number {
  return Number(formatUnits(amount * priceE8(token), token.decimals + PRICE_DECIMALS));
}

/** Amount of `token` worth `usd` dollars (fixed fees), rounded down. */
export function amountForUsd(usd: number, token: WireAsset): bigint {
  const usdE8 = BigInt(Math.round(usd * 10 ** PRICE_DECIMALS));
  const p = priceE8(token);
  return p === 0n ? 0n : (usdE8 * 10n ** BigInt(token.decimals)) / p;
}

/**
 * `amount * (10000 - bps) / 10000`, rounded down: slippage and spreads. Fractional basis points
 * (slippage may be sent as 12.5) count to a hundredth of a basis point.
 */
export function minusBps(amount: bigint, bps: number): bigint {
  const keptHundredths = BigInt(Math.round((10_000 - bps) * 100));
  return (amount * keptHundredths) / 1_000_000n;
}

export function bpsOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / 10_000n;
}
