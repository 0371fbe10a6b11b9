import type { Asset, FeeType, Route, RouteTag } from '../../api/types';
import { formatAmount } from '../../lib/amounts';
import type { FeeAmount } from '../../quoting/routeFees';
import type { RouteWarning } from '../../quoting/routeWarnings';

/** Route words for people: tags, fee types, warnings, durations, amounts and provider names. */

const TAG_LABELS: Record<string, string> = {
  BEST_OUTPUT: 'Best return',
  FAST: 'Fastest',
  CHEAP: 'Cheapest',
  BEST: 'Best',
  LOW_SLIPPAGE: 'Low slippage',
};

/** A tag as words a person reads; unknown tags are dropped rather than shown as codes. */
export function tagLabel(tag: RouteTag): string | undefined {
  return TAG_LABELS[tag.toUpperCase()];
}

export function tagLabels(tags: readonly RouteTag[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const label = tagLabel(tag);
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}

export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  NETWORK: 'Network',
  PROVIDER: 'Provider',
  SERVICE: 'Service',
  INTEGRATOR: 'Integrator',
};

export function warningText(w: RouteWarning): string {
  const pct = formatPercent(w.percent);
  switch (w.kind) {
    case 'below-best':
      return `You get ${pct} less than with the best route.`;
    case 'value-loss':
      return `The output is worth ${pct} less than what you pay.`;
    case 'high-fees':
      return `Fees are ${pct} of what you pay.`;
  }
}

function formatPercent(p: number): string {
  return `${p >= 10 ? Math.round(p) : p.toFixed(1)}%`;
}

/** The output amount exactly as the route list shows it (also part of the radio's name). */
export function displayAmount(amount: bigint, asset: Asset): string {
  return formatAmount(amount, asset.decimals, { maxFractionDigits: 6, significant: 6 });
}

/** Seconds as "45 s", "3 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  const rest = min % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** "sandbox-dex" -> "Sandbox Dex": an id read as words when no display name is known. */
export function titleCaseId(id: string): string {
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
export function feeAmountsText(amounts: readonly FeeAmount[]): string {
  return amounts
    .map((a) => {
      const text = `${displayAmount(a.amount, a.token)} ${a.token.symbol}`;
      const ambiguous = amounts.some(
        (b) => b !== a && b.token.symbol === a.token.symbol && b.token.chainId !== a.token.chainId,
      );
      return ambiguous ? `${text} on ${a.token.blockchain || a.token.chainId}` : text;
    })
    .join(' + ');
}
