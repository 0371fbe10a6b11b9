/**
 * The few protobuf encodings a Tron transaction needs (varint and length-delimited fields).
 * Fields must be written in field-number order, as protoc does, so `txID` matches other tools.
 */
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
