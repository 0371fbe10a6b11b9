import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyText } from './requestBody';

const request = (...parts: string[]) =>
  Readable.from(parts.map((p) => Buffer.from(p))) as unknown as IncomingMessage;

describe('readBodyText', () => {
  it('reads a body in pieces as UTF-8 text', async () => {
    await expect(readBodyText(request('{"a":', '"ü"}'), 100)).resolves.toBe('{"a":"ü"}');
  });

  it('stops at the limit, saying how large a body may be', async () => {
    const reading = readBodyText(request('x'.repeat(60), 'y'.repeat(60)), 100);
    await expect(reading).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readBodyText(request('x'.repeat(101)), 100)).rejects.toThrow('100 bytes');
  });
});
