import * as v from 'valibot';
import { ApiError, InvalidResponseError, QuoteExpiredError } from '../errors';
import { errorEnvelopeSchema } from '../schemas/envelope';

export interface UnwrapOptions {
  /** HTTP status the body came with, recorded on `ApiError`. */
  status?: number;
}

/**
 * The one place the envelope is removed. Accepts the body as parsed JSON or as text (so an HTML
 * error page becomes a typed error, not a crash). Returns `data`; turns error envelopes into
 * `ApiError` (or `QuoteExpiredError` for `QUOTE_EXPIRED`).
 */
export function unwrapEnvelope(raw: unknown, options: UnwrapOptions = {}): unknown {
  const body = typeof raw === 'string' ? parseJsonText(raw) : raw;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidResponseError(
      '',
      `Expected a JSON object envelope, got ${describeValue(body)}`,
    );
  }
  const envelope = body as { status?: unknown; data?: unknown };
  if (envelope.status === 'error') {
    const failure = v.safeParse(errorEnvelopeSchema, body);
    // A malformed error envelope is still an error from the service, just without a code.
    throw toApiError(failure.success ? failure.output : { status: 'error' }, options.status);
  }
  if (envelope.status !== 'success') {
    throw new InvalidResponseError(
      'status',
      `Expected "success" or "error", got ${describeValue(envelope.status)}`,
    );
  }
  if (envelope.data === undefined) {
    throw new InvalidResponseError('data', 'Missing in a success envelope');
  }
  return envelope.data;
}

function toApiError(envelope: v.InferOutput<typeof errorEnvelopeSchema>, status?: number) {
  const error = envelope.error;
  const code = typeof error === 'object' ? error.code : undefined;
  const message =
    (typeof error === 'string' ? error : error?.message) ?? envelope.message ?? undefined;
  if (code === 'QUOTE_EXPIRED' || status === 410) {
    return new QuoteExpiredError(message, status === undefined ? {} : { status });
  }
  return new ApiError(code ?? 'UNKNOWN', message, status === undefined ? {} : { status });
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    const start = text.trimStart().slice(0, 40).replace(/\s+/g, ' ');
    throw new InvalidResponseError('', `Body is not JSON (starts with ${JSON.stringify(start)})`, {
      cause,
    });
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return typeof value;
}
