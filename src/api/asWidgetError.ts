import { apiErrorMessages } from '../i18n/en/apiErrors';
import { messageRef } from '../lib/messageRef';
import { WidgetError } from '../lib/widgetError';

// Its own file: only code that loads after the first paint (the engine, the review, the wallet
// menu, error words) turns foreign errors into widget errors this way.

/**
 * `error` itself when it is a `WidgetError`, else an `UNKNOWN` one caused by it: for code that
 * must show something for whatever was thrown (a bug, a foreign library's error).
 */
export function asWidgetError(error: unknown): WidgetError {
  if (error instanceof WidgetError) return error;
  return new WidgetError('UNKNOWN', messageRef(apiErrorMessages, 'unknown'), {
    cause: error,
    details: error instanceof Error ? undefined : String(error),
  });
}
