import { walletErrorMessages } from '../../i18n/en/walletErrors';
import { messageRef } from '../../lib/messageRef';
import { WidgetError, type WidgetErrorOptions } from '../../lib/widgetError';

/** The WalletConnect relay did not answer (unreachable, offline, refused the project id). */
export class WalletConnectRelayError extends WidgetError {
  override name = 'WalletConnectRelayError';
  constructor(options: WidgetErrorOptions = {}) {
    super('NETWORK_ERROR', messageRef(walletErrorMessages, 'walletConnectRelay'), options);
  }
}

/**
 * The wallet answered over WalletConnect with an account or a network the widget did not ask for
 * (or cannot read), or a request would go out from another: refused before anything is sent.
 */
export class WalletConnectAnswerError extends WidgetError {
  override name = 'WalletConnectAnswerError';
  constructor(details: string) {
    super('UNSAFE_TRANSACTION', messageRef(walletErrorMessages, 'walletConnectAnswer'), {
      details: details.slice(0, 300),
    });
  }
}

/** The wallet did not approve this network in the WalletConnect session. */
export class WalletConnectChainError extends WidgetError {
  override name = 'WalletConnectChainError';
  constructor(chain: string) {
    super('WRONG_NETWORK', messageRef(walletErrorMessages, 'walletConnectChain'), {
      details: `not approved in the session: ${chain.slice(0, 80)}`,
    });
  }
}

/** The person closed the WalletConnect dialog before a wallet approved. */
export class WalletConnectClosedError extends WidgetError {
  override name = 'WalletConnectClosedError';
  constructor() {
    super('ABORTED', messageRef(walletErrorMessages, 'walletConnectClosed'));
  }
}
