import { InvalidResponseError } from '../errors';
import type { StatusResult } from '../types';
import { parseStatusResponse } from './parseStatusResponse';

/**
 * The status channel's frames (docs/live-service-notes.md, "Status channel": our assumed shape,
 * the one the sandbox serves). A `status` frame carries the body `GET /status` would, read by the
 * same parser; an `error` frame carries the error envelope `GET /status` would have answered,
 * which the parser turns into the same typed error. Anything else is an `InvalidResponseError`.
 */
export type StatusChannelMessage =
  | { type: 'heartbeat' }
  | { type: 'status'; id: string; status: StatusResult };

/** A frame larger than this is refused before it is read: no status is near it. */
const MAX_CHANNEL_FRAME_CHARS = 64 * 1024;

export function parseStatusChannelMessage(frame: unknown): StatusChannelMessage {
  if (typeof frame !== 'string') throw new InvalidResponseError('', 'Not a text frame');
  if (frame.length > MAX_CHANNEL_FRAME_CHARS) {
    throw new InvalidResponseError('', `A frame of over ${MAX_CHANNEL_FRAME_CHARS} characters`);
  }
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    throw new InvalidResponseError('', 'A frame that is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidResponseError('', 'A frame that is not a JSON object');
  }
  const message = value as { type?: unknown; id?: unknown; body?: unknown };
  if (message.type === 'heartbeat') return { type: 'heartbeat' };
  if (message.type !== 'status' && message.type !== 'error') {
    throw new InvalidResponseError('type', 'Expected "status", "error" or "heartbeat"');
  }
  if (typeof message.id !== 'string') throw new InvalidResponseError('id', 'Expected a string');
  // An error frame's body is an error envelope: the parser throws the service's error.
  const status = parseStatusResponse(message.body);
  if (message.type === 'error')
    throw new InvalidResponseError('body', 'An error frame said success');
  return { type: 'status', id: message.id, status };
}

/** The frame that subscribes to a step (the API key travels in it, never in the URL). */
export function subscribeFrame(
  id: string,
  params: { routeId: string; stepId: string; txnHash: string | undefined },
  apiKey: string | undefined,
): string {
  return JSON.stringify({
    type: 'subscribe',
    id,
    routeId: params.routeId,
    stepId: params.stepId,
    ...(params.txnHash === undefined ? {} : { txnHash: params.txnHash }),
    ...(apiKey === undefined ? {} : { apiKey }),
  });
}
