/**
 * The protobuf wire format a Tron transaction uses: varints and length-delimited fields, nothing
 * else. Written in field-number order, as protoc does, so `txID` matches what java-tron and
 * TronWeb compute for the same transaction.
 */
import { ChainError } from '../errors';

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

/** One field as read: a varint's value, or a length-delimited field's bytes. */
export type ProtoField =
  | { field: number; wire: 'varint'; value: bigint }
  | { field: number; wire: 'bytes'; value: Uint8Array };

/** A malformed or unexpected message. */
export class ProtoError extends ChainError {
  override name = 'ProtoError';
}

const MAX_VARINT_BYTES = 10;

/** Reads every top-level field of a message, in order. Other wire types are refused. */
export function readFields(bytes: Uint8Array): ProtoField[] {
  const fields: ProtoField[] = [];
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let i = 0; i < MAX_VARINT_BYTES; i++) {
      const byte = bytes[at++];
      if (byte === undefined) throw new ProtoError('Truncated protobuf varint');
      value |= BigInt(byte & 0x7f) << BigInt(7 * i);
      if ((byte & 0x80) === 0) return value;
    }
    throw new ProtoError('Protobuf varint too long');
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (field === 0) throw new ProtoError('Protobuf field number 0');
    if (wire === 0) fields.push({ field, wire: 'varint', value: varint() });
    else if (wire === 2) {
      const length = Number(varint());
      if (at + length > bytes.length) throw new ProtoError('Truncated protobuf field');
      fields.push({ field, wire: 'bytes', value: bytes.slice(at, at + length) });
      at += length;
    } else {
      throw new ProtoError('Unsupported protobuf wire type', {
        details: `field ${field}, wire type ${wire}`,
      });
    }
  }
  return fields;
}
