import type { Asset, NetworkType } from '../../api/types';
import type { StepEffect } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import type { I18n } from '../../i18n/i18n';
import { isSameAddress, shortenAddress } from '../../lib/addresses';

/** Where an effect happened and the tokens that may name its assets (the route's). */
export interface EffectPlace {
  chainId: string;
  networkType: NetworkType;
  tokens: readonly Asset[];
}

/** 2^256 - 1: the "unlimited" approval (`approval.ts`). */
const UNLIMITED = 2n ** 256n - 1n;

/**
 * A simulated effect, one line per change a person reads: "−0.01 ETH", "+29.95 USDC", "Approve
 * exactly 25 USDC to 0x5FbD…0aa3". Assets are named by the route's tokens on the effect's chain,
 * else in smallest units with the shortened address; amounts in full, in the widget's formats.
 */
export function effectLines(effect: StepEffect, place: EffectPlace, i18n: I18n): string[] {
  const token = (asset: string) =>
    place.tokens.find(
      (t) => t.chainId === place.chainId && isSameAddress(place.networkType, t.address, asset),
    );
  const amount = (value: bigint, asset: string) => {
    const known = token(asset);
    if (!known) {
      return i18n.t(executionMessages, 'effectUnits', {
        amount: value.toString(),
        token: shortenAddress(asset),
      });
    }
    const digits = { maxFractionDigits: known.decimals };
    return `${i18n.fmt.amount(value, known.decimals, digits)} ${known.symbol}`;
  };
  const changes = effect.changes.map(
    ({ asset, delta }) => `${delta < 0n ? '−' : '+'}${amount(delta < 0n ? -delta : delta, asset)}`,
  );
  const grants = effect.grants.map(({ asset, spender, amount: granted }) => {
    const names = {
      spender: shortenAddress(spender),
      token: token(asset)?.symbol ?? shortenAddress(asset),
    };
    if (granted === 'all') return i18n.t(executionMessages, 'effectApproveAll', names);
    if (granted === UNLIMITED) return i18n.t(executionMessages, 'effectApproveUnlimited', names);
    return i18n.t(executionMessages, 'effectApprove', { ...names, amount: amount(granted, asset) });
  });
  return [...changes, ...grants];
}

/** The tokens a route names: what may name the assets of its transactions' effects. */
export function routeTokens(route: {
  from: Asset;
  to: Asset;
  steps: readonly { from: Asset; to: Asset }[];
}): Asset[] {
  return [route.from, route.to, ...route.steps.flatMap((s) => [s.from, s.to])];
}
