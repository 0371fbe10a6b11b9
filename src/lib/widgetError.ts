/**
 * The widget's error family's base (after viem's `BaseError`): every error the widget raises is a
 * `WidgetError` with a stable `code` from a closed set, a `shortMessage` a person can read, and
 * `details` for developers. Foreign errors (fetch, JSON, HTTP, RPC, wallets) are mapped into its
 * subclasses once, at the boundary: `api/client.ts` and the parsers for the routing API
 * (`api/errors.ts`), `wallets/jsonRpc.ts` for chain reads, `execution/walletErrors.ts` for wallets
 * (where the engine asks them). It sits in lib, the lowest layer, so that every layer may raise one.
 *
 * The words for a failure live in the catalogue (`src/i18n/en/apiErrors.ts` and its siblings):
 * an error is made with a `messageRef`, its `shortMessage` is that entry in English, and the UI
 * shows the entry in the widget's language (`errorText`). `message` is for the console, like
 * viem's: the short message, then `Details:` and the `Code:`.
 */
import { englishText, type MessageRef } from './messageRef';

export const WIDGET_ERROR_CODES = [
  // Routing API
  'HTTP_ERROR',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
  'API_ERROR',
  'QUOTE_EXPIRED',
  'INVALID_REQUEST',
  // The API answered, but not what was asked for (e.g. a route for another pair)
  'UNTRUSTED_RESPONSE',
  // Chains read directly (balances, token metadata)
  'RPC_ERROR',
  'INVALID_TOKEN',
  'UNSUPPORTED_NETWORK',
  // The widget's own configuration, and the sandbox's development endpoints
  'CONFIG_ERROR',
  'SANDBOX_UNAVAILABLE',
  // Wallets and execution (raised elsewhere, listed here so the set stays closed)
  'USER_REJECTED',
  'WRONG_NETWORK',
  'INSUFFICIENT_BALANCE',
  'WALLET_ERROR',
  'TRANSACTION_FAILED',
  'UNSAFE_TRANSACTION',
  // The transaction's effect could not be simulated: signed only once the person accepts that
  'EFFECT_NOT_CHECKED',
  'UNKNOWN',
] as const;

export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];

export interface WidgetErrorOptions {
  details?: string;
  cause?: unknown;
}

/**
 * A short message as a catalogue entry (`src/i18n`): the error's English text is made from it,
 * and the widget shows it in its own language (`errorText`). A plain string stays English.
 */
export type ShortMessage = string | MessageRef;

export class WidgetError extends Error {
  override name = 'WidgetError';
  readonly code: WidgetErrorCode;
  /** For people: short, no jargon, says what to do when there is something to do. */
  readonly shortMessage: string;
  /** For developers: what exactly went wrong (paths, status codes, server messages). */
  readonly details: string | undefined;
  /** The short message's catalogue entry, to show it in the widget's language. */
  readonly messageRef: MessageRef | undefined;

  constructor(code: WidgetErrorCode, message: ShortMessage, options: WidgetErrorOptions = {}) {
    const shortMessage = typeof message === 'string' ? message : englishText(message);
    super(
      consoleMessage(code, shortMessage, options),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.messageRef = typeof message === 'string' ? undefined : message;
  }

  /**
   * Walks the `cause` chain. Without `fn`, returns the deepest error; with `fn`, the first error
   * (this one included) for which `fn` is true, or null.
   */
  walk(fn?: (err: unknown) => boolean): unknown {
    return walk(this, fn);
  }
}

/**
 * What integrators read in the console: the short message, then the details (or, without any,
 * the cause's message) and the code, one per line, like viem's `BaseError`.
 */
function consoleMessage(
  code: WidgetErrorCode,
  shortMessage: string,
  { details, cause }: WidgetErrorOptions,
): string {
  const detail =
    details ??
    (cause instanceof WidgetError
      ? cause.details
      : cause instanceof Error && cause.message !== ''
        ? cause.message
        : undefined);
  return [shortMessage, '', ...(detail ? [`Details: ${detail}`] : []), `Code: ${code}`].join('\n');
}

function walk(err: unknown, fn?: (err: unknown) => boolean): unknown {
  let current: unknown = err;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (fn?.(current)) return current;
    const next = (current as { cause?: unknown }).cause;
    if (next === undefined || next === null) return fn ? null : current;
    current = next;
  }
  return fn ? null : current;
}
