import { WidgetError, type WidgetErrorOptions } from '../api/errors';

/**
 * The rules a payload must pass before a wallet is asked (see `evm/checkEvmPayload.ts`,
 * `evm/checkTypedOrder.ts`, `solana/checkSolanaTransaction.ts`).
 */
export type UnsafeRule =
  | 'sender'
  | 'chain'
  | 'spender'
  | 'approval-token'
  | 'approval-calldata'
  | 'value'
  | 'target-changed'
  | 'payload-network'
  | 'fee-payer'
  | 'extra-signer'
  | 'foreign-program'
  // A signed order (`sign-typed`, see `evm/checkTypedOrder.ts`).
  | 'order-type'
  | 'order-chain'
  | 'order-contract'
  | 'order-maker'
  | 'order-input'
  | 'order-output'
  | 'order-recipient'
  | 'order-deadline';

const RULE_TEXT: Record<UnsafeRule, string> = {
  sender: 'The transaction would be sent from another wallet than yours.',
  chain: 'The transaction is for another network than this step.',
  spender:
    'The approval would let another contract spend your tokens than the one that swaps them.',
  'approval-token': 'The approval is for another token than the one this step spends.',
  'approval-calldata': 'The approval transaction is not a plain token approval.',
  value: 'The transaction would send more of your native coin than this step needs.',
  'target-changed': 'The transaction goes to another contract than the one given for this route.',
  'payload-network': 'The routing service sent a transaction for another kind of network.',
  'fee-payer': 'The transaction would be paid for by another account than your wallet.',
  'extra-signer': 'The transaction needs a signature from another account than your wallet.',
  'foreign-program': 'The transaction calls a program that is not part of this route.',
  'order-type': 'Your wallet would be asked to sign a message this widget cannot read as an order.',
  'order-chain': 'The order is for another network than this step.',
  'order-contract':
    'The order would be settled by another contract than the one given for this route.',
  'order-maker': 'The order would spend from another wallet than yours.',
  'order-input': 'The order would give other tokens, or more of them, than this step spends.',
  'order-output': 'The order asks for another token, or less of it, than this route promises.',
  'order-recipient': "The order would pay another address than this route's recipient.",
  'order-deadline': 'The order has expired, or would stay valid for more than a day.',
};

/**
 * A payload from the API failed a check before the wallet was asked: nothing was signed. The
 * message says which rule in words; `details` says what was expected and what came.
 */
export class UnsafeTransactionError extends WidgetError {
  override name = 'UnsafeTransactionError';
  readonly rule: UnsafeRule;
  constructor(rule: UnsafeRule, details: string) {
    super('UNSAFE_TRANSACTION', `${RULE_TEXT[rule]} Nothing was signed.`, { details });
    this.rule = rule;
  }
}

/**
 * The transaction was run against its chain before the wallet was asked (EVM `eth_call`, Solana
 * `simulateTransaction`) and would fail: it is not offered for signature. `reason` is the chain's
 * (a decoded revert reason, a Solana error); `logs` the failing Solana instruction's log lines.
 */
export class SimulationFailedError extends WidgetError {
  override name = 'SimulationFailedError';
  readonly reason: string | undefined;
  readonly logs: readonly string[];
  constructor({
    reason,
    logs = [],
    ...options
  }: WidgetErrorOptions & { reason?: string | undefined; logs?: readonly string[] } = {}) {
    super(
      'TRANSACTION_FAILED',
      reason
        ? `This transaction would fail on chain (${reason.slice(0, 120)}), so your wallet was not asked to sign it. Nothing was signed.`
        : 'This transaction would fail on chain, so your wallet was not asked to sign it. Nothing was signed.',
      {
        details:
          options.details ??
          ([reason && `reason: ${reason}`, ...logs].filter(Boolean).join('\n') || undefined),
        cause: options.cause,
      },
    );
    this.reason = reason;
    this.logs = logs;
  }
}

/**
 * A Solana transaction's blockhash was no longer valid before the wallet was asked: it could
 * never land. Nothing was signed; fetching the step's transaction again gives a fresh one.
 */
export class BlockhashExpiredError extends WidgetError {
  override name = 'BlockhashExpiredError';
  constructor(options: WidgetErrorOptions = {}) {
    super(
      'TRANSACTION_FAILED',
      'This transaction expired before it was signed. Get it again to continue; nothing was signed.',
      options,
    );
  }
}

/**
 * The Solana transaction does not fit in one packet (1232 bytes, signatures included): it could
 * never be sent. Nothing was signed. A lite route's transaction is assembled by the widget, so a
 * route that touches fewer accounts (a lower `maxAccounts`) makes a smaller one.
 */
export class TransactionTooLargeError extends WidgetError {
  override name = 'TransactionTooLargeError';
  readonly size: number;
  readonly limit: number;

  constructor(size: number, limit: number, options: WidgetErrorOptions = {}) {
    super(
      'TRANSACTION_FAILED',
      `This route's Solana transaction is too large (${size} bytes, the limit is ${limit}). ` +
        'Get a new quote; a route that touches fewer accounts will fit.',
      options,
    );
    this.size = size;
    this.limit = limit;
  }
}
