import type { Asset } from '../../api/types';
import { type Execution, isExecutionOver } from '../../execution/model';
import { historyMessages } from '../../i18n/en/history';
import { ENGLISH, type I18n } from '../../i18n/i18n';
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

/**
 * The history entry of `execution`. `chainName` gives a chain's name from `/chains`; without it
 * the asset's own chain name, else its id.
 */
export function historyEntry(
  execution: Execution,
  chainName: (chainId: string) => string | undefined = () => undefined,
  i18n: I18n = ENGLISH,
): HistoryEntry {
  const { route } = execution;
  const fromTo = (from: string, to: string) => i18n.t(historyMessages, 'pair', { from, to });
  const nameOf = (a: Asset) => chainName(a.chainId) || a.blockchain || a.chainId;
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
    links: explorerLinks(execution, i18n),
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
 * delivery, or a claim sent on the destination chain). Only http(s) links: storage is not trusted.
 */
export function explorerLinks(execution: Execution, i18n: I18n = ENGLISH): HistoryLink[] {
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
  if (sourceUrl) {
    links.push({ label: i18n.t(historyMessages, 'sourceTransaction'), href: sourceUrl });
  }
  if (destination) {
    links.push({ label: i18n.t(historyMessages, 'destinationTransaction'), href: destination });
  }
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
