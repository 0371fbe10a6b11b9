import { parseUnits } from 'viem';

/** Prices are fixed-point with this many decimals so conversions stay in bigint. */
const PRICE_DECIMALS = 8;

export interface Priced {
  decimals: number;
  priceUsd: string;
}

/** The rate `amountOut = amountIn * numerator / denominator` between two priced tokens. */
export function rateBetween(from: Priced, to: Priced): { numerator: bigint; denominator: bigint } {
  return {
    numerator: parseUnits(from.priceUsd, PRICE_DECIMALS) * 10n ** BigInt(to.decimals),
    denominator: parseUnits(to.priceUsd, PRICE_DECIMALS) * 10n ** BigInt(from.decimals),
  };
}

/**
 * Converts an amount (smallest unit) of one token into the other at their USD prices, rounding
 * down. The router contract, the relayer and the solver all use this same formula, so a quote
 * computed with it is exactly what gets paid.
 */
export function convertAmount(amountIn: bigint, from: Priced, to: Priced): bigint {
  const { numerator, denominator } = rateBetween(from, to);
  return (amountIn * numerator) / denominator;
}

/** Amount (smallest unit) worth `usd` dollars of a token. */
export function amountForUsd(usd: bigint, token: Priced): bigint {
  return convertAmount(usd * 10n ** 6n, { decimals: 6, priceUsd: '1' }, token);
}
