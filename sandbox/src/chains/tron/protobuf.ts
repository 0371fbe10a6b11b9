/**
 * The protobuf wire format a Tron transaction uses: varints and length-delimited fields, nothing
 * else. Written in field-number order, as protoc does, so `txID` matches what java-tron and
 * TronWeb compute for the same transaction.
 */
import {
  type ProtoField,
  ProtoReadError,
  readFields as readProtoFields,
} from '../../../../src/execution/tron/protobufReader';
import { ChainError } from '../errors';

export type { ProtoField };

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

/**
 * Runs a read of the widget's reader (the engine decodes the same transactions before a wallet
 * signs them), its refusals (other wire types, truncated fields, overlong varints, fields it does
 * not read) as the chain's `ProtoError`.
 */
export function asChainError<T>(read: () => T): T {
  try {
    return read();
  } catch (cause) {
    if (!(cause instanceof ProtoReadError)) throw cause;
    throw new ProtoError(`Unreadable transaction: ${cause.message}`, { details: cause.message });
  }
}

/** Every top-level field of a message, in order (see `asChainError`). */
export function readFields(bytes: Uint8Array): ProtoField[] {
  return asChainError(() => readProtoFields(bytes));
}
