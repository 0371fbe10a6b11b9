import type { Asset, Chain } from '../../api/types';
import { type Execution, isExecutionOver } from '../../execution/model';
import { historyMessages } from '../../i18n/en/history';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { stepExplorerLinks } from '../execution/stepExplorerLinks';
import { routeProviderName } from '../routes/routeText';

export interface HistoryLink {
  /** "Source transaction" or "Destination transaction", in the widget's language. */
  label: string;
  href: string;
}

/** One past swap as the history shows it: every field already in words, in `i18n`'s language. */
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
  /** The execution's state in words ("Complete", "In progress"). */
  status: string;
  links: HistoryLink[];
  /** Not over (running, or stopped and waiting for the user): its progress can be reopened. */
  inFlight: boolean;
}

const STATUS = {
  done: 'statusDone',
  partial: 'statusPartial',
  failed: 'statusFailed',
  stopped: 'statusStopped',
  running: 'statusRunning',
  cancelled: 'statusCancelled',
} as const satisfies Record<Execution['status'], keyof typeof historyMessages.en>;

/** A chain from `/chains`, by id: its name and explorer. */
export type ChainOf = (chainId: string) => Pick<Chain, 'name' | 'explorer'> | undefined;

/**
 * The history entry of `execution`. `chainOf` gives a chain from `/chains`: its name (without it
 * the asset's own chain name, else its id) and its explorer (without it, no links).
 */
export function historyEntry(
  execution: Execution,
  chainOf: ChainOf = () => undefined,
  i18n: I18n = ENGLISH,
): HistoryEntry {
  const { route } = execution;
  const fromTo = (from: string, to: string) => i18n.t(historyMessages, 'pair', { from, to });
  const nameOf = (a: Asset) => chainOf(a.chainId)?.name || a.blockchain || a.chainId;
  const fromChain = nameOf(route.from);
  const toChain = nameOf(route.to);
  return {
    id: execution.id,
    pair: fromTo(route.from.symbol, route.to.symbol),
    chains: fromChain === toChain ? fromChain : fromTo(fromChain, toChain),
    sent: amountText(route.inputAmount, route.from, i18n),
    received: receivedText(execution, i18n),
    provider: routeProviderName(route),
    at: execution.createdAt,
    status: i18n.t(historyMessages, STATUS[execution.status]),
    links: explorerLinks(execution, chainOf, i18n),
    inFlight: !isExecutionOver(execution),
  };
}

/** "12 USDC": an amount in smallest units, in the locale's digits, and its symbol. */
function amountText(
  amount: bigint,
  token: { symbol: string; decimals: number },
  i18n: I18n,
): string {
  return i18n.t(historyMessages, 'amount', {
    amount: i18n.fmt.amount(amount, token.decimals),
    symbol: token.symbol,
  });
}

/** The amount as the progress panel says it ("You received 0.00399 WETH"), or why there is none. */
export function receivedText(execution: Execution, i18n: I18n = ENGLISH): string {
  const { received } = execution;
  if (received) return amountText(received.amount, received, i18n);
  switch (execution.status) {
    case 'done':
      return i18n.t(historyMessages, 'receivedUnknown');
    case 'partial':
      return i18n.t(historyMessages, 'receivedOtherToken');
    case 'failed':
      return i18n.t(historyMessages, 'receivedNothing');
    case 'cancelled':
      return i18n.t(historyMessages, 'receivedCancelled');
    default:
      return i18n.t(historyMessages, 'receivedNotYet');
  }
}

/**
 * The explorer links of the swap itself (approvals left out): the source transaction is the first
 * sent one; the destination, the last step's transaction on the destination side (a bridge's
 * delivery, or a claim sent on the destination chain). Each only as its chain's explorer makes it
 * (`stepExplorerLinks`): storage and the service are not trusted with where a link goes.
 */
export function explorerLinks(
  execution: Execution,
  chainOf: ChainOf = () => undefined,
  i18n: I18n = ENGLISH,
): HistoryLink[] {
  const steps = execution.steps
    .filter((s) => s.step.stepType !== 'approval')
    .map((s) => ({ step: s.step, links: stepExplorerLinks(s, chainOf) }));
  const source = steps.find((s) => s.links.source);
  const destination = steps
    .slice()
    .reverse()
    .map(
      (s) =>
        s.links.destination ??
        (s !== source && s.step.from.chainId === execution.route.to.chainId
          ? s.links.source
          : undefined),
    )
    .find((url) => url !== undefined);
  const links: HistoryLink[] = [];
  if (source?.links.source) {
    links.push({ label: i18n.t(historyMessages, 'sourceTransaction'), href: source.links.source });
  }
  if (destination) {
    links.push({ label: i18n.t(historyMessages, 'destinationTransaction'), href: destination });
  }
  return links;
}

/**
 * When, in words of the widget's language: "just now", "5 minutes ago", "3 hours ago", then the
 * date and time.
 */
export function whenText(at: number, now: number, i18n: I18n = ENGLISH): string {
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 60) return i18n.t(historyMessages, 'justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.fmt.relative(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.fmt.relative(-hours, 'hour');
  return i18n.fmt.dateTime(at);
}
