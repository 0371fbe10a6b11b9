import type { Step } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import { isAmountText } from './cosmosPayload';

/** A fee as the transaction carries it (`AuthInfo.fee`, the amino sign doc's `fee`). */
export interface CosmosFee {
  amount: { denom: string; amount: string }[];
  gas: bigint;
}

/** The gas asked over what the simulation used: the simulation runs without signatures. */
const GAS_MARGIN_PERCENT = 130n;
/** The cap over the quoted network fee: the gas is the simulation's, not the quote's estimate. */
const FEE_CAP_FACTOR = 2n;
const GAS_PRICE = /^\d{1,20}(?:\.\d{1,18})?$/;

export function gasWithMargin(gasUsed: bigint): bigint {
  return (gasUsed * GAS_MARGIN_PERCENT + 99n) / 100n;
}

/** `ceil(gas × price)` in the fee denom's smallest unit; undefined for a price that is no decimal. */
export function feeAmount(gas: bigint, gasPrice: string): bigint | undefined {
  const price = scaledPrice(gasPrice);
  return price === undefined ? undefined : (price * gas + PRICE_SCALE - 1n) / PRICE_SCALE;
}

/**
 * The price per gas to pay: the configured one, or the payload's hint when it asks more (a
 * busier chain); what that costs is still capped (`checkCosmosFee`). A hint that is no decimal is
 * ignored.
 */
export function gasPriceToPay(configured: string, hint: string | undefined): string {
  const mine = scaledPrice(configured);
  const theirs = hint === undefined ? undefined : scaledPrice(hint);
  return hint !== undefined && mine !== undefined && theirs !== undefined && theirs > mine
    ? hint
    : configured;
}

const PRICE_SCALE = 10n ** 18n;

/** The price in 10^-18 of the fee denom's smallest unit per gas. */
function scaledPrice(gasPrice: string): bigint | undefined {
  if (!GAS_PRICE.test(gasPrice)) return undefined;
  const [whole = '0', fraction = ''] = gasPrice.split('.');
  return BigInt(whole) * PRICE_SCALE + BigInt(fraction.padEnd(18, '0'));
}

/**
 * The most the widget lets a step pay in network fees: twice the network fees the route was
 * quoted with (and Review showed) in the chain's fee denom. A step quoted without one has no cap
 * and is refused: the fee is the wallet's money as much as the input is.
 */
export function cosmosFeeCap(step: Step, feeDenom: string): bigint {
  let quoted = 0n;
  for (const fee of step.fees) {
    const onChain = fee.token.chainId === step.from.chainId && fee.token.address === feeDenom;
    if (fee.type === 'NETWORK' && onChain) quoted += fee.amount;
  }
  return quoted * FEE_CAP_FACTOR;
}

/** `cosmos-fee`: one coin, in the chain's fee denom, at most `cap`. */
export function checkCosmosFee(
  fee: CosmosFee,
  { feeDenom, cap }: { feeDenom: string; cap: bigint },
) {
  const [coin, ...others] = fee.amount;
  if (!coin || others.length > 0 || coin.denom !== feeDenom) {
    throw new UnsafeTransactionError(
      'cosmos-fee',
      `fee ${fee.amount.map((c) => `${c.amount}${c.denom}`).join(' + ') || 'none'}; one coin of ${feeDenom} expected`,
    );
  }
  if (!isAmountText(coin.amount) || BigInt(coin.amount) > cap) {
    throw new UnsafeTransactionError(
      'cosmos-fee',
      `fee ${coin.amount}${feeDenom} for ${fee.gas} gas, at most ${cap}${feeDenom} (twice the quoted network fee)`,
    );
  }
}
