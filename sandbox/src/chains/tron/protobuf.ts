/**
 * The protobuf wire format a Tron transaction uses: varints and length-delimited fields, nothing
 * else. Written in field-number order, as protoc does, so `txID` matches what java-tron and
 * TronWeb compute for the same transaction. The ledger's own code, not the widget's: the ledger
 * is there to catch what the widget's decoder gets wrong.
 */
import { ChainError } from '../errors';

/** One field as read: a varint's value, or a length-delimited field's bytes. */
export type ProtoField =
  | { field: number; wire: 'varint'; value: bigint }
  | { field: number; wire: 'bytes'; value: Uint8Array };

export class ProtoWriter {
  readonly #parts: number[] = [];

  #varint(value: bigint): void {
    let v = value;
    while (v > 0x7fn) {
      this.#parts.push(Number((v & 0x7fn) | 0x80n));
      v >>= 7n;
    }
    this.#parts.push(Number(v));
  }

  uint(field: number, value: bigint | number): this {
    if (BigInt(value) === 0n) return this; // proto3 omits default values
    this.#varint(BigInt((field << 3) | 0));
    this.#varint(BigInt(value));
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    if (value.length === 0) return this;
    this.#varint(BigInt((field << 3) | 2));
    this.#varint(BigInt(value.length));
    this.#parts.push(...value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.#parts);
  }
}

/** A malformed or unexpected message. */
export class ProtoError extends ChainError {
  override name = 'ProtoError';
}

const MAX_VARINT_BYTES = 10;

/**
 * Every top-level field of a message, in order: the envelope of a signed `Transaction` (its raw
 * bytes and signatures), read as they came so the txID is the sha256 of what was signed. Any
 * other wire type, a truncated field or an overlong varint is a ProtoError.
 */
export function readFields(bytes: Uint8Array): ProtoField[] {
  const fields: ProtoField[] = [];
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; shift < BigInt(7 * MAX_VARINT_BYTES); shift += 7n) {
      const byte = bytes[at++];
      if (byte === undefined) throw new ProtoError('Unreadable transaction: truncated varint');
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
    throw new ProtoError('Unreadable transaction: varint too long');
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Number(key >> 3n);
    if (field === 0) throw new ProtoError('Unreadable transaction: field number 0');
    switch (Number(key & 7n)) {
      case 0:
        fields.push({ field, wire: 'varint', value: varint() });
        break;
      case 2: {
        const length = varint();
        const end = BigInt(at) + length;
        if (end > BigInt(bytes.length)) {
          throw new ProtoError(`Unreadable transaction: truncated field ${field}`);
        }
        fields.push({ field, wire: 'bytes', value: bytes.slice(at, Number(end)) });
        at = Number(end);
        break;
      }
      default:
        throw new ProtoError(`Unreadable transaction: field ${field} has wire type ${key & 7n}`);
    }
  }
  return fields;
}
