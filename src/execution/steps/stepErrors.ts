import { executionErrorMessages } from '../../i18n/en/executionErrors';
import { messageRef } from '../../lib/messageRef';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import type { NetworkType } from '../../lib/types';
import { WidgetError } from '../../lib/widgetError';

/** No wallet of the step's network type is connected. */
export class WalletMissingError extends WidgetError {
  override name = 'WalletMissingError';
  constructor(networkType: NetworkType) {
    super(
      'WALLET_ERROR',
      messageRef(executionErrorMessages, 'walletMissing', {
        network: NETWORK_FACTS[networkType].name,
      }),
    );
  }
}

const UNSUPPORTED_TEXT = {
  signature: 'unsupportedSignature',
  'untyped-signature': 'unsupportedUntypedSignature',
  network: 'unsupportedNetwork',
  'unknown-transaction': 'unsupportedUnknownTransaction',
} as const satisfies Record<string, keyof typeof executionErrorMessages.en>;

/** A step the widget cannot carry out (yet): said before anything is signed. */
export class UnsupportedStepError extends WidgetError {
  override name = 'UnsupportedStepError';
  constructor(reason: keyof typeof UNSUPPORTED_TEXT) {
    super('UNSUPPORTED_NETWORK', messageRef(executionErrorMessages, UNSUPPORTED_TEXT[reason]));
  }
}

/**
 * `POST /submit` refused the signed order (a 4xx): it was not taken, so nothing moved, and
 * posting it again cannot help; Try again asks for a new order. An expired quote stays one.
 */
export class OrderRefusedError extends WidgetError {
  override name = 'OrderRefusedError';
  constructor(cause: WidgetError) {
    super(
      cause.code === 'QUOTE_EXPIRED' ? 'QUOTE_EXPIRED' : 'TRANSACTION_FAILED',
      cause.code === 'QUOTE_EXPIRED'
        ? (cause.messageRef ?? cause.shortMessage)
        : messageRef(executionErrorMessages, 'orderRefused'),
      { details: cause.details, cause },
    );
  }
}

/** The transaction was mined and reverted: the step did not happen (fees were paid). */
export class TransactionRevertedError extends WidgetError {
  override name = 'TransactionRevertedError';
  constructor(reason?: string) {
    super(
      'TRANSACTION_FAILED',
      reason
        ? messageRef(executionErrorMessages, 'revertedReason', { reason: reason.slice(0, 200) })
        : messageRef(executionErrorMessages, 'reverted'),
    );
  }
}

const UNEXPECTED_TEXT = {
  'not-asked': 'sentNotAsked',
  unknown: 'sentUnknown',
} as const satisfies Record<string, keyof typeof executionErrorMessages.en>;

/**
 * The wallet answered the hash of a transaction that is not the one it was asked to send (another
 * sender, nonce or target), or of one the chain does not know: it is not followed, nor recorded
 * as the step's. The wallet may have sent something: the person is told to look before retrying.
 */
export class UnexpectedTransactionError extends WidgetError {
  override name = 'UnexpectedTransactionError';
  readonly reason: keyof typeof UNEXPECTED_TEXT;
  constructor(reason: keyof typeof UNEXPECTED_TEXT, details: string) {
    super('WALLET_ERROR', messageRef(executionErrorMessages, UNEXPECTED_TEXT[reason]), { details });
    this.reason = reason;
  }
}

/**
 * A signed transaction read back from storage is another account's (its signer, decoded from the
 * signed bytes, is not the connected wallet): storage is written by anything on the page, so it
 * is neither sent nor followed, and the step is never marked done on its word.
 */
export class ForeignSignedTransactionError extends WidgetError {
  override name = 'ForeignSignedTransactionError';
  constructor(details: string) {
    super('UNSAFE_TRANSACTION', messageRef(executionErrorMessages, 'storedForeignSigner'), {
      details,
    });
  }
}

/**
 * An exact approval for more of a token than the account holds: the step it unlocks cannot spend
 * more than that anyway, so the amount comes from a route that is wrong (a stored record changed
 * by a script, say) and is not signed.
 */
class ApprovalOverBalanceError extends WidgetError {
  override name = 'ApprovalOverBalanceError';
  constructor(symbol: string, details: string) {
    super(
      'UNSAFE_TRANSACTION',
      messageRef(executionErrorMessages, 'approvalOverBalance', { symbol }),
      {
        details,
      },
    );
  }
}

/** Throws `ApprovalOverBalanceError` when `amount` of `symbol` is more than `balance`. */
export function checkApprovalWithinBalance(amount: bigint, balance: bigint, symbol: string): void {
  if (amount > balance) {
    throw new ApprovalOverBalanceError(symbol, `approval of ${amount}, balance ${balance}`);
  }
}

const REPLACEMENT_TEXT = {
  'not-stuck': 'replacementNotStuck',
  'no-cancel': 'replacementNoCancel',
  landed: 'replacementLanded',
  unknown: 'replacementUnknown',
  mismatch: 'replacementMismatch',
  'new-nonce-speed-up': 'replacementNewNonceSpeedUp',
  'new-nonce-cancel': 'replacementNewNonceCancel',
} as const satisfies Record<string, keyof typeof executionErrorMessages.en>;

/** A Speed up or Cancel that was not sent: the step keeps following what it sent before. */
export class ReplacementError extends WidgetError {
  override name = 'ReplacementError';
  constructor(reason: keyof typeof REPLACEMENT_TEXT, details?: string) {
    super(
      'TRANSACTION_FAILED',
      messageRef(executionErrorMessages, REPLACEMENT_TEXT[reason]),
      details ? { details } : {},
    );
  }
}

/**
 * A transaction of the step's earlier prompt is pending and did not land in time: something may
 * have been sent, so the wallet is not asked again; Try again looks at the chain once more.
 */
export class TransactionMaybeSentError extends WidgetError {
  override name = 'TransactionMaybeSentError';
  constructor() {
    super('TRANSACTION_FAILED', messageRef(executionErrorMessages, 'maybeSentPending'));
  }
}

/**
 * The wallet says a batch it took was never included (EIP-5792's 400): nothing was sent, and the
 * batch is not followed any longer; Try again starts the approval over.
 */
export class BatchNotSentError extends WidgetError {
  override name = 'BatchNotSentError';
  constructor(details: string) {
    super('TRANSACTION_FAILED', messageRef(executionErrorMessages, 'batchNotSent'), { details });
  }
}
