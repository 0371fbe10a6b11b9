import { executionErrorMessages } from '../i18n/en/executionErrors';
import { messageRef } from '../lib/messageRef';
import { WidgetError, type WidgetErrorOptions } from '../lib/widgetError';

/**
 * The rules a payload must pass before a wallet is asked (see `evm/checkEvmPayload.ts`,
 * `evm/checkTypedOrder.ts`, `solana/checkSolanaTransaction.ts`, `tron/checkTronTransaction.ts`,
 * `cosmos/checkCosmosTransaction.ts`).
 */
export type UnsafeRule =
  | 'sender'
  | 'chain'
  | 'spender'
  | 'approval-token'
  | 'approval-calldata'
  | 'spender-token'
  | 'hidden-approval'
  | 'token-call'
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
  | 'order-minimum'
  | 'order-recipient'
  | 'order-deadline'
  // A Tron transaction (see `tron/checkTronTransaction.ts`).
  | 'tron-encoding'
  | 'tron-tx-id'
  | 'tron-contract-type'
  | 'approval-amount'
  | 'fee-limit'
  | 'expiration'
  // A Cosmos transaction (see `cosmos/checkCosmosTransaction.ts`).
  | 'cosmos-unreadable'
  | 'cosmos-message'
  | 'cosmos-input'
  | 'cosmos-receiver'
  | 'cosmos-memo'
  | 'cosmos-memo-recipient'
  | 'cosmos-memo-output'
  | 'cosmos-timeout'
  | 'cosmos-ibc-channel'
  | 'cosmos-fee';

const RULE_TEXT = {
  sender: 'ruleSender',
  chain: 'ruleChain',
  spender: 'ruleSpender',
  'approval-token': 'ruleApprovalToken',
  'approval-calldata': 'ruleApprovalCalldata',
  'spender-token': 'ruleSpenderToken',
  'hidden-approval': 'ruleHiddenApproval',
  'token-call': 'ruleTokenCall',
  value: 'ruleValue',
  'target-changed': 'ruleTargetChanged',
  'payload-network': 'rulePayloadNetwork',
  'fee-payer': 'ruleFeePayer',
  'extra-signer': 'ruleExtraSigner',
  'foreign-program': 'ruleForeignProgram',
  'order-type': 'ruleOrderType',
  'order-chain': 'ruleOrderChain',
  'order-contract': 'ruleOrderContract',
  'order-maker': 'ruleOrderMaker',
  'order-input': 'ruleOrderInput',
  'order-output': 'ruleOrderOutput',
  'order-minimum': 'ruleOrderMinimum',
  'order-recipient': 'ruleOrderRecipient',
  'order-deadline': 'ruleOrderDeadline',
  'tron-encoding': 'ruleTronEncoding',
  'tron-tx-id': 'ruleTronTxId',
  'tron-contract-type': 'ruleTronContractType',
  'approval-amount': 'ruleApprovalAmount',
  'fee-limit': 'ruleFeeLimit',
  expiration: 'ruleExpiration',
  'cosmos-unreadable': 'ruleCosmosUnreadable',
  'cosmos-message': 'ruleCosmosMessage',
  'cosmos-input': 'ruleCosmosInput',
  'cosmos-receiver': 'ruleCosmosReceiver',
  'cosmos-memo': 'ruleCosmosMemo',
  'cosmos-memo-recipient': 'ruleCosmosMemoRecipient',
  'cosmos-memo-output': 'ruleCosmosMemoOutput',
  'cosmos-timeout': 'ruleCosmosTimeout',
  'cosmos-ibc-channel': 'ruleCosmosIbcChannel',
  'cosmos-fee': 'ruleCosmosFee',
} as const satisfies Record<UnsafeRule, keyof typeof executionErrorMessages.en>;

/**
 * A payload from the API failed a check before the wallet was asked: nothing was signed. The
 * message says which rule in words; `details` says what was expected and what came.
 */
export class UnsafeTransactionError extends WidgetError {
  override name = 'UnsafeTransactionError';
  readonly rule: UnsafeRule;
  constructor(rule: UnsafeRule, details: string) {
    super(
      'UNSAFE_TRANSACTION',
      messageRef(executionErrorMessages, 'unsafe', {
        rule: messageRef(executionErrorMessages, RULE_TEXT[rule]),
      }),
      { details },
    );
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
        ? messageRef(executionErrorMessages, 'simulationFailedReason', {
            reason: reason.slice(0, 120),
          })
        : messageRef(executionErrorMessages, 'simulationFailed'),
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
    super('TRANSACTION_FAILED', messageRef(executionErrorMessages, 'blockhashExpired'), options);
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
      // As digits, not a formatted number: a size in bytes is read exactly.
      messageRef(executionErrorMessages, 'transactionTooLarge', {
        size: String(size),
        limit: String(limit),
      }),
      options,
    );
    this.size = size;
    this.limit = limit;
  }
}
