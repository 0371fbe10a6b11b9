import type { FeeType, Route } from '../../api/types';
import { routesMessages } from '../../i18n/en/routes';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import type { PriceImpact } from '../../quoting/priceImpact';
import type { RouteBadge } from '../../quoting/routeBadges';
import type { FeeAmount } from '../../quoting/routeFees';
import type { RouteWarning } from '../../quoting/routeWarnings';
import { displayAmount } from './displayAmount';

/** Route words for people: badges, fee types, warnings, durations, amounts and provider names. */

const BADGE_WORDS = {
  best: 'tagBest',
  bestOutput: 'tagBestOutput',
  cheapest: 'tagCheap',
  fastest: 'tagFast',
  lowSlippage: 'tagLowSlippage',
  notExecutable: 'notExecutable',
  expired: 'expired',
} as const satisfies Record<RouteBadge, string>;

/** A route's badge as the words on its pill. */
export function badgeLabel(badge: RouteBadge, i18n: I18n = ENGLISH): string {
  return i18n.t(routesMessages, BADGE_WORDS[badge]);
}

const FEE_TYPE_WORDS = {
  NETWORK: 'feeNetwork',
  PROVIDER: 'feeProvider',
  SERVICE: 'feeService',
  INTEGRATOR: 'feeIntegrator',
} as const satisfies Record<FeeType, string>;

/** A fee type as words: "Network", "Provider", ... */
export function feeTypeLabel(type: FeeType, i18n: I18n = ENGLISH): string {
  return i18n.t(routesMessages, FEE_TYPE_WORDS[type]);
}

const WARNING_WORDS = {
  'below-best': 'belowBest',
  'high-fees': 'highFees',
} as const;

export function warningText(w: RouteWarning, i18n: I18n = ENGLISH): string {
  return i18n.t(routesMessages, WARNING_WORDS[w.kind], { percent: i18n.fmt.percent(w.percent) });
}

/** Extra digits of the rate beyond the output token's own, so a tiny rate keeps its digits. */
const RATE_EXTRA_DECIMALS = 18;

/**
 * "1 ETH = 1,990 USDC": the output per whole input token, divided on bigints (cut, never rounded
 * up); undefined when the input is zero.
 */
export function exchangeRateText(route: Route, i18n: I18n = ENGLISH): string | undefined {
  if (route.inputAmount <= 0n) return undefined;
  const rate =
    (route.outputAmount * 10n ** BigInt(route.from.decimals + RATE_EXTRA_DECIMALS)) /
    route.inputAmount;
  const amount = i18n.fmt.amount(rate, route.to.decimals + RATE_EXTRA_DECIMALS, {
    maxFractionDigits: 12,
    significant: 6,
  });
  return i18n.t(routesMessages, 'rate', {
    from: route.from.symbol,
    amount,
    to: route.to.symbol,
  });
}

/** "Price impact 0.5%", or that it is unknown: a missing price is never shown as 0. */
export function priceImpactText(impact: PriceImpact, i18n: I18n = ENGLISH): string {
  return impact.kind === 'unknown'
    ? i18n.t(routesMessages, 'priceImpactUnknown')
    : i18n.t(routesMessages, 'priceImpact', { percent: i18n.fmt.percent(impact.percent) });
}

/** Seconds as "45 s", "3 min", "1 h 5 min". */
export function formatDuration(seconds: number, i18n: I18n = ENGLISH): string {
  const { t, fmt } = i18n;
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t(routesMessages, 'seconds', { s: fmt.number(s) });
  const min = Math.round(s / 60);
  if (min < 60) return t(routesMessages, 'minutes', { min: fmt.number(min) });
  const h = Math.floor(min / 60);
  const rest = min % 60;
  return rest
    ? t(routesMessages, 'hoursMinutes', { h: fmt.number(h), min: fmt.number(rest) })
    : t(routesMessages, 'hours', { h: fmt.number(h) });
}

/** "sandbox-dex" -> "Sandbox Dex": an id read as words when no display name is known. */
function titleCaseId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The route's provider as people know it. */
export function routeProviderName(route: Route): string {
  return route.providerDetails.name || titleCaseId(route.provider);
}

/**
 * A step's provider as people know it: the route's display name when the step is the route's own
 * provider, else its id as words (the API names only the route's provider).
 */
export function stepProviderName(provider: string, route: Route): string {
  return provider === route.provider ? routeProviderName(route) : titleCaseId(provider);
}

/**
 * Fee amounts of one type as "0.08 USDC + 0.5 USDC"; when two share a symbol on different
 * chains, each of those names its chain ("0.08 USDC on Base + 0.5 USDC on Ethereum").
 */
export function feeAmountsText(amounts: readonly FeeAmount[], i18n: I18n = ENGLISH): string {
  return amounts
    .map((a) => {
      const text = `${displayAmount(a.amount, a.token, i18n.fmt)} ${a.token.symbol}`;
      const ambiguous = amounts.some(
        (b) => b !== a && b.token.symbol === a.token.symbol && b.token.chainId !== a.token.chainId,
      );
      const chain = a.token.blockchain || a.token.chainId;
      return ambiguous ? i18n.t(routesMessages, 'feeOnChain', { amount: text, chain }) : text;
    })
    .join(' + ');
}
