import { apiErrorMessages } from '../i18n/en/apiErrors';
import { messageRef } from '../lib/messageRef';
import { WidgetError } from '../lib/widgetError';

/**
 * Hard limits on what the widget reads from the API. A response is untrusted: a 69 MB `/tokens`
 * must not cost the user's tab hundreds of megabytes before anything can say no.
 */
export const RESPONSE_LIMITS = {
  /** Largest response body read, in bytes. */
  maxBodyBytes: 10 * 1024 * 1024,
  /** Most tokens accepted for one chain in `/tokens`. */
  maxTokensPerChain: 50_000,
} as const;

/** A response over one of `RESPONSE_LIMITS`: refused whole, nothing of it is used. */
export class ResponseTooLargeError extends WidgetError {
  override name = 'ResponseTooLargeError';
  constructor(details: string) {
    super('INVALID_RESPONSE', messageRef(apiErrorMessages, 'tooLarge'), { details });
  }
}

/**
 * The body as text, read in chunks and abandoned as soon as it passes `maxBytes` (a declared
 * `content-length` over the limit is refused before reading anything).
 */
export async function readBodyText(
  response: Response,
  maxBytes: number = RESPONSE_LIMITS.maxBodyBytes,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new ResponseTooLargeError(`content-length ${declared} > ${maxBytes} bytes`);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ResponseTooLargeError(`body passed ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
