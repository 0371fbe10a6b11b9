import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './errors';
import { BodyTooLargeError, readBodyText } from './requestBody';

/** JSON answers and the error envelope: the only place that writes responses. CORS headers are
 * set on the response before the handler runs (trust/cors.ts), so every answer carries them. */

/** JSON.stringify that writes bigints as decimal strings (amounts are strings on the wire). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  sendRaw(res, status, toJson(value));
}

/** The success envelope of every `/v1` endpoint. */
export function sendData(res: ServerResponse, data: unknown): void {
  sendJson(res, 200, { status: 'success', data });
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendRaw(
    res,
    error.httpStatus,
    toJson({ status: 'error', error: { code: error.code, message: error.message } }),
    error.headers,
  );
}

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a small JSON body (development endpoints only); 400 when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const read = await readBodyText(req, MAX_BODY_BYTES).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError
      ? new ApiError('BAD_REQUEST', 'body: larger than 64 KB')
      : error;
  });
  const text = read.trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('BAD_REQUEST', 'body: not valid JSON');
  }
}
