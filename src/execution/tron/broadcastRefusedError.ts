import { executionErrorMessages } from '../../i18n/en/executionErrors';
import { messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';

/**
 * The node refused the signed transaction (`SIGERROR`, `TAPOS_ERROR`, `CONTRACT_VALIDATE_ERROR`,
 * …). It is kept: until its expiration it could still be sent, so Try again sends the same one.
 */
export class BroadcastRefusedError extends WidgetError {
  override name = 'BroadcastRefusedError';
  constructor(code: string, message: string) {
    super(
      'TRANSACTION_FAILED',
      messageRef(executionErrorMessages, 'broadcastRefused', { reason: message.slice(0, 120) }),
      { details: `${code}: ${message}` },
    );
  }
}
