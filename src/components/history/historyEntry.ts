import type { Asset } from '../../api/types';
import { type Execution, isExecutionOver } from '../../execution/model';
import { formatAmount } from '../../lib/amounts';
import { routeProviderName } from '../routes/routeText';

/** An execution's state as the history says it. */
export type HistoryStatus =
  | 'Complete'
  | 'Partly complete'
  | 'Failed'
  | 'Stopped'
  | 'In progress'
  | 'Cancelled';

export interface HistoryLink {
  label: 'Source transaction' | 'Destination transaction';
  href: string;
}

/** One past swap as the history shows it: every field already in words. */
export interface HistoryEntry {
  id: string;
  /** "USDC → WETH". */
  pair: string;
  /** "Sandbox Ethereum → Sandbox Base" (one name when both sides are on one chain). */
  chains: string;
  /** What left the wallet: the route's input, "12 USDC". */
  sent: string;
  /**
   * What arrived, as the execution recorded it (the service's status or the ledger), never the
   * quote; else why there is no amount.
   */
  received: string;
  /** The provider as people know it. */
  provider: string;
  /** When it was confirmed (ms). */
  at: number;
  status: HistoryStatus;
  links: HistoryLink[];
  /** Not over (running, or stopped and waiting for the user): its progress can be reopened. */
  inFlight: boolean;
}

const STATUS: Record<Execution['status'], HistoryStatus> = {
  done: 'Complete',
  partial: 'Partly complete',
  failed: 'Failed',
  stopped: 'Stopped',
  running: 'In progress',
  cancelled: 'Cancelled',
};

/**
 * The history entry of `execution`. `chainName` gives a chain's name from `/chains`; without it
 * the asset's own chain name, else its id.
 */
export function historyEntry(
  execution: Execution,
  chainName: (chainId: string) => string | undefined = () => undefined,
): HistoryEntry {
  const { route } = execution;
  const nameOf = (a: Asset) => chainName(a.chainId) || a.blockchain || a.chainId;
  const fromChain = nameOf(route.from);
  const toChain = nameOf(route.to);
  return {
    id: execution.id,
    pair: `${route.from.symbol} → ${route.to.symbol}`,
    chains: fromChain === toChain ? fromChain : `${fromChain} → ${toChain}`,
    sent: `${formatAmount(route.inputAmount, route.from.decimals)} ${route.from.symbol}`,
    received: receivedText(execution),
    provider: routeProviderName(route),
    at: execution.createdAt,
    status: STATUS[execution.status],
    links: explorerLinks(execution),
    inFlight: !isExecutionOver(execution),
  };
}

/** The amount as the progress panel says it ("You received 0.00399 WETH"), or why there is none. */
export function receivedText(execution: Execution): string {
  const { received } = execution;
  if (received) return `${formatAmount(received.amount, received.decimals)} ${received.symbol}`;
  switch (execution.status) {
    case 'done':
      return 'Not known';
    case 'partial':
      return 'Another token than asked; check your wallet';
    case 'failed':
      return 'Nothing recorded';
    case 'cancelled':
      return 'Nothing, cancelled';
    default:
      return 'Not yet';
  }
}

/**
 * The explorer links of the swap itself (approvals left out): the source transaction is the first
 * sent one; the destination, the last step's transaction on the destination side (a bridge's
 * delivery, or a claim sent on the destination chain). Only http(s) links: storage is not trusted.
 */
export function explorerLinks(execution: Execution): HistoryLink[] {
  const steps = execution.steps.filter((s) => s.step.stepType !== 'approval');
  const source = steps.find((s) => safeUrl(s.srcTxnUrl));
  const destination = steps
    .slice()
    .reverse()
    .map(
      (s) =>
        safeUrl(s.destTxnUrl) ??
        (s !== source && s.step.from.chainId === execution.route.to.chainId
          ? safeUrl(s.srcTxnUrl)
          : undefined),
    )
    .find((url) => url !== undefined);
  const links: HistoryLink[] = [];
  const sourceUrl = safeUrl(source?.srcTxnUrl);
  if (sourceUrl) links.push({ label: 'Source transaction', href: sourceUrl });
  if (destination) links.push({ label: 'Destination transaction', href: destination });
  return links;
}

function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const ABSOLUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When, in words: "just now", "5 minutes ago", "3 hours ago", then the date and time. */
export function whenText(at: number, now: number): string {
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return RELATIVE.format(-hours, 'hour');
  return ABSOLUTE.format(at);
}

/** The date and time in full ("Nov 26, 2026, 5:31 AM"), for the entry's title. */
export function absoluteTime(at: number): string {
  return ABSOLUTE.format(at);
}
