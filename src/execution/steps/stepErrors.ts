import { WidgetError } from '../../api/errors';

const NETWORK_NAMES = { evm: 'EVM', sol: 'Solana' } as const;

/** No wallet of the step's network type is connected. */
export class WalletMissingError extends WidgetError {
  override name = 'WalletMissingError';
  constructor(networkType: keyof typeof NETWORK_NAMES) {
    super('WALLET_ERROR', `Connect your ${NETWORK_NAMES[networkType]} wallet to continue.`);
  }
}

const UNSUPPORTED_TEXT = {
  signature: 'This step asks for a signed message, which this widget signs on EVM networks only.',
  'untyped-signature':
    'This step asks your wallet to sign a plain text message, whose effect this widget cannot check, so it was not signed.',
  network: 'This step runs on a network this widget cannot sign for yet.',
  'unknown-transaction':
    'Your wallet sent a transaction for this step while the page was closed, and it could not be found. Check your wallet before trying again.',
} as const;

/** A step the widget cannot carry out (yet): said before anything is signed. */
export class UnsupportedStepError extends WidgetError {
  override name = 'UnsupportedStepError';
  constructor(reason: keyof typeof UNSUPPORTED_TEXT) {
    super('UNSUPPORTED_NETWORK', UNSUPPORTED_TEXT[reason]);
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
        ? cause.shortMessage
        : 'The routing service refused the signed order, so nothing was moved. Try again to sign a new one.',
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
        ? `The transaction failed on chain: ${reason.slice(0, 200)}`
        : 'The transaction failed on chain.',
    );
  }
}

const REPLACEMENT_TEXT = {
  'not-stuck': 'There is no pending transaction to speed up or cancel at this step.',
  'no-cancel': 'This step cannot be cancelled: part of the swap has already moved.',
  landed: 'The transaction was confirmed meanwhile; nothing was replaced.',
  unknown:
    'The network no longer knows the pending transaction, so it cannot be replaced. The swap keeps waiting for it.',
  mismatch: 'The pending transaction is not the one this step sent, so it was not replaced.',
  unsupported: 'This wallet connection cannot replace a transaction.',
} as const;

/** A Speed up or Cancel that was not sent: the step keeps following what it sent before. */
export class ReplacementError extends WidgetError {
  override name = 'ReplacementError';
  constructor(reason: keyof typeof REPLACEMENT_TEXT, details?: string) {
    super('TRANSACTION_FAILED', REPLACEMENT_TEXT[reason], details ? { details } : {});
  }
}
