/**
 * The status channel's messages (our assumed shape: the routing API announces real-time status
 * over WebSockets without showing it; docs/live-service-notes.md, "Status channel"). JSON text
 * frames. A client subscribes to a step with what `GET /status` takes; the server answers with
 * the same body `GET /status` would, each time it changes, until it is final.
 *
 * Client → server:
 * - `{"type":"subscribe","id":"<the client's name for it>","routeId","stepId","txnHash"?,"apiKey"?}`
 *   (the key in the message, never in the URL: a browser cannot set a WebSocket's headers, and a
 *   URL is logged);
 * - `{"type":"unsubscribe","id"}`.
 *
 * Server → client:
 * - `{"type":"status","id","body":{"status":"success","data":{…as GET /status}}}`;
 * - `{"type":"error","id","body":{"status":"error","error":{"code","message"}}}`: the subscription
 *   ended (what `GET /status` would have refused);
 * - `{"type":"heartbeat"}` every few seconds, so a client can tell a live channel from a silent one.
 */

const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

export interface SubscribeMessage {
  type: 'subscribe';
  id: string;
  routeId: string;
  stepId: string;
  txnHash: string | undefined;
  apiKey: string | undefined;
}

interface UnsubscribeMessage {
  type: 'unsubscribe';
  id: string;
}

export type ClientMessage = SubscribeMessage | UnsubscribeMessage;

/** Why a client's message was refused; the channel answers it and closes. */
export class ClientMessageError extends Error {
  override name = 'ClientMessageError';
}

const ID = /^[A-Za-z0-9._:-]{1,64}$/;

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value === '' || value.length > max) {
    throw new ClientMessageError(`${field}: must be a string of 1 to ${max} characters`);
  }
  return value;
}

function optionalText(value: unknown, field: string, max: number): string | undefined {
  return value === undefined ? undefined : text(value, field, max);
}

/** Reads one client frame, checked field by field; unknown fields are refused. */
export function parseClientMessage(frame: string): ClientMessage {
  if (Buffer.byteLength(frame) > MAX_CLIENT_MESSAGE_BYTES) {
    throw new ClientMessageError(`message: larger than ${MAX_CLIENT_MESSAGE_BYTES} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    throw new ClientMessageError('message: not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ClientMessageError('message: must be a JSON object');
  }
  const m = value as Record<string, unknown>;
  const id = text(m.id, 'id', 64);
  if (!ID.test(id)) throw new ClientMessageError('id: letters, digits and ._:- only');
  const allowed =
    m.type === 'subscribe'
      ? ['type', 'id', 'routeId', 'stepId', 'txnHash', 'apiKey']
      : m.type === 'unsubscribe'
        ? ['type', 'id']
        : undefined;
  if (!allowed) throw new ClientMessageError('type: must be "subscribe" or "unsubscribe"');
  const unknown = Object.keys(m).find((key) => !allowed.includes(key));
  if (unknown) throw new ClientMessageError(`${unknown.slice(0, 40)}: unknown field`);
  if (m.type === 'unsubscribe') return { type: 'unsubscribe', id };
  return {
    type: 'subscribe',
    id,
    routeId: text(m.routeId, 'routeId', 200),
    stepId: text(m.stepId, 'stepId', 200),
    txnHash: optionalText(m.txnHash, 'txnHash', 200),
    apiKey: optionalText(m.apiKey, 'apiKey', 200),
  };
}
