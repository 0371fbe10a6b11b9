import type { IncomingMessage } from 'node:http';

/** A request body over the reader's limit: read no further, answer each server's own way. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
  }
}

/**
 * A request's body as UTF-8 text, read no further than `maxBytes` (the sandbox's servers and its
 * chains' RPC and REST servers answer loopback callers, but a test or a stray client may still
 * send anything).
 */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
