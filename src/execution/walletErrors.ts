import { walletErrorMessages } from '../i18n/en/walletErrors';
import { messageRef } from '../lib/messageRef';
import { WidgetError, type WidgetErrorOptions } from '../lib/widgetError';

/**
 * Wallet failures as `WidgetError`s with a stable code, so execution branches on `code` and the
 * UI shows their catalogue entry (`errorText`). The engine owns them: what a wallet throws (EIP-1193
 * providers, viem and wagmi, the Solana wallet adapter and Wallet Standard wallets) goes through
 * `toWalletError` once, where the engine asked the wallet (its steps' prompt calls, see
 * `signers.ts`), or where a wallet stack connects (`walletConnectionError`).
 */

/** What the wallet was asked for; names the request in the messages. */
export type WalletRequest = 'connection' | 'network switch' | 'signature' | 'transaction';

const REJECTED = {
  connection: 'rejectedConnection',
  'network switch': 'rejectedNetworkSwitch',
  signature: 'rejectedSignature',
  transaction: 'rejectedTransaction',
} as const satisfies Record<WalletRequest, keyof typeof walletErrorMessages.en>;

export interface WalletErrorOptions extends WidgetErrorOptions {
  request?: WalletRequest;
}

/** The person said no in the wallet (EIP-1193 4001, or a closed wallet window). */
export class UserRejectedError extends WidgetError {
  override name = 'UserRejectedError';
  readonly request: WalletRequest | undefined;
  constructor({ request, ...options }: WalletErrorOptions = {}) {
    super(
      'USER_REJECTED',
      messageRef(walletErrorMessages, request ? REJECTED[request] : 'rejected'),
      options,
    );
    this.request = request;
  }
}

/** The wallet is on another network (4901, a chain mismatch), or cannot switch (4902). */
export class WrongNetworkError extends WidgetError {
  override name = 'WrongNetworkError';
  /** The wallet does not know the network at all (4902): switching by hand will not help. */
  readonly unknownChain: boolean;
  constructor({
    unknownChain = false,
    ...options
  }: WidgetErrorOptions & { unknownChain?: boolean } = {}) {
    super(
      'WRONG_NETWORK',
      messageRef(walletErrorMessages, unknownChain ? 'unknownChain' : 'wrongNetwork'),
      options,
    );
    this.unknownChain = unknownChain;
  }
}

/** Not enough of the native token (or of the token sent) to pay for the transaction. */
export class InsufficientFundsError extends WidgetError {
  override name = 'InsufficientFundsError';
  constructor(options: WidgetErrorOptions = {}) {
    super('INSUFFICIENT_BALANCE', messageRef(walletErrorMessages, 'insufficientFunds'), options);
  }
}

/** Anything else a wallet reports. */
export class WalletError extends WidgetError {
  override name = 'WalletError';
  readonly request: WalletRequest | undefined;
  constructor({ request, ...options }: WalletErrorOptions = {}) {
    super(
      'WALLET_ERROR',
      messageRef(walletErrorMessages, request === 'connection' ? 'connectFailed' : 'requestFailed'),
      options,
    );
    this.request = request;
  }
}

/**
 * Maps whatever a wallet threw to one of the classes above, looking through the whole cause
 * chain: viem and wagmi wrap the provider's error in `cause` (what their `.walk` follows), the
 * Solana wallet adapter keeps the wallet's own error in `.error`. A `WidgetError` anywhere in the
 * chain is returned as it is (it was mapped where it was raised). `request` words the message.
 */
export function toWalletError(error: unknown, request?: WalletRequest): WidgetError {
  // Ours, raised where the wallet's answer was checked, even once viem or wagmi wrapped it.
  const own = findInChain(error, (e) => e instanceof WidgetError);
  if (own) return own as WidgetError;
  const options = { cause: error, details: describeForeign(error) };
  if (findInChain(error, isRejection)) return new UserRejectedError({ request, ...options });
  const network = findInChain(error, isWrongNetwork);
  if (network) {
    return new WrongNetworkError({ unknownChain: isUnknownChain(network), ...options });
  }
  if (findInChain(error, isInsufficientFunds)) return new InsufficientFundsError(options);
  return new WalletError({ request, ...options });
}

/** A failed connection: its `toWalletError` mapping, worded for a connection. */
export function walletConnectionError(err: unknown): WidgetError {
  return toWalletError(err, 'connection');
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
  /** The Solana wallet adapter's inner error. */
  error?: unknown;
}

/** The first error in the chain (the error itself included) for which `fn` holds. */
function findInChain(error: unknown, fn: (e: ErrorLike) => boolean): ErrorLike | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 32) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const e = current as ErrorLike;
    if (fn(e)) return e;
    queue.push(e.cause, e.error);
  }
  return undefined;
}

// `declined by user`: TronLink's own words ("Confirmation declined by user", a bare string).
const REJECTION_TEXT =
  /user (rejected|denied|cancell?ed|declined)|(rejected|declined) by (the )?user|request (was )?rejected|user abort/i;

function isRejection(e: ErrorLike): boolean {
  if (e.code === 4001 || e.code === 'ACTION_REJECTED') return true;
  if (e.name === 'UserRejectedRequestError' || e.name === 'WalletWindowClosedError') return true;
  return typeof e.message === 'string' && REJECTION_TEXT.test(e.message);
}

const WRONG_NETWORK_NAMES = new Set([
  'ChainMismatchError',
  'SwitchChainError',
  'ChainDisconnectedError',
  'ChainNotConfiguredError',
  'ConnectorChainMismatchError',
]);

function isWrongNetwork(e: ErrorLike): boolean {
  return e.code === 4901 || e.code === 4902 || WRONG_NETWORK_NAMES.has(String(e.name));
}

function isUnknownChain(e: ErrorLike): boolean {
  return e.code === 4902 || e.name === 'SwitchChainError' || e.name === 'ChainNotConfiguredError';
}

const INSUFFICIENT_TEXT =
  /insufficient (funds|lamports|balance)|exceeds transaction sender account balance|attempt to debit an account but found no record of a prior credit/i;

function isInsufficientFunds(e: ErrorLike): boolean {
  if (e.name === 'InsufficientFundsError') return true;
  return typeof e.message === 'string' && INSUFFICIENT_TEXT.test(e.message);
}

/** For developers: the foreign error's name and its own short words (viem's are multi-line). */
function describeForeign(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const e = error as ErrorLike;
  const text =
    typeof e.shortMessage === 'string'
      ? e.shortMessage
      : typeof e.message === 'string'
        ? e.message
        : '';
  const code = typeof e.code === 'number' || typeof e.code === 'string' ? ` (${e.code})` : '';
  const name = typeof e.name === 'string' ? e.name : 'Error';
  return `${name}${code}${text ? `: ${text}` : ''}`;
}
