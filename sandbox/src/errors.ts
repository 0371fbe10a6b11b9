import { echoInput } from './echoInput';

/**
 * The sandbox's error envelope: `{ status: 'error', error: { code, message } }` with these codes
 * (docs/architecture.md). Handlers throw `ApiError`; the server turns anything else into INTERNAL.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'QUOTE_EXPIRED'
  | 'MISDIRECTED'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  QUOTE_EXPIRED: 410,
  MISDIRECTED: 421,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** Extra response headers, e.g. `Retry-After` on 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    httpStatus: number = STATUS_OF[code],
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.headers = headers;
  }
}

/** 400 whose message names the offending parameter, as clients show it to developers. The name
 * may itself be input (an unknown JSON field), so it is echoed cut like any input. */
export function badParam(param: string, problem: string): ApiError {
  return new ApiError('BAD_REQUEST', `${echoInput(param)}: ${problem}`);
}

/** The error an injected HTTP status stands for (fault injection answers with real envelopes). */
export function errorForStatus(status: number, retryAfterSeconds = 1): ApiError {
  const code = (Object.keys(STATUS_OF) as ErrorCode[]).find((c) => STATUS_OF[c] === status);
  if (code === 'RATE_LIMITED') {
    return new ApiError(code, 'Rate limit exceeded (injected fault)', {
      'Retry-After': String(retryAfterSeconds),
    });
  }
  return new ApiError(code ?? 'INTERNAL', `Injected fault: HTTP ${status}`, {}, status);
}
