/**
 * The protobuf wire format a Tron transaction uses, read only: varints and length-delimited
 * fields (the sandbox's writer is sandbox/src/chains/tron/protobuf.ts). Any other wire type, a
 * truncated field or an overlong varint is refused: the engine judges only bytes it reads whole.
 */

/** One field as read: a varint's value, or a length-delimited field's bytes. */
export type ProtoField =
  | { field: number; wire: 'varint'; value: bigint }
  | { field: number; wire: 'bytes'; value: Uint8Array };

/** Bytes that are no protobuf message this reader takes; `message` says where. */
export class ProtoReadError extends Error {
  override name = 'ProtoReadError';
}

const MAX_VARINT_BYTES = 10;

/** Every top-level field of a message, in order. */
export function readFields(bytes: Uint8Array): ProtoField[] {
  const fields: ProtoField[] = [];
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let i = 0; i < MAX_VARINT_BYTES; i++) {
      const byte = bytes[at++];
      if (byte === undefined) throw new ProtoReadError('truncated varint');
      value |= BigInt(byte & 0x7f) << BigInt(7 * i);
      if ((byte & 0x80) === 0) return value;
    }
    throw new ProtoReadError('varint too long');
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (field === 0) throw new ProtoReadError('field number 0');
    if (wire === 0) fields.push({ field, wire: 'varint', value: varint() });
    else if (wire === 2) {
      const length = varint();
      if (BigInt(at) + length > BigInt(bytes.length)) {
        throw new ProtoReadError(`truncated field ${field}`);
      }
      fields.push({ field, wire: 'bytes', value: bytes.slice(at, at + Number(length)) });
      at += Number(length);
    } else {
      throw new ProtoReadError(`field ${field} has wire type ${wire}`);
    }
  }
  return fields;
}

/**
 * Fields by number. A number not in `known` is refused (a field the engine does not read may
 * change what the chain does), and so is one seen twice except `repeated` (protobuf keeps the
 * last of a scalar, which a reader of the first would miss).
 */
export function fieldsByNumber(
  fields: readonly ProtoField[],
  known: readonly number[],
  what: string,
  repeated: readonly number[] = [],
): Map<number, ProtoField[]> {
  const map = new Map<number, ProtoField[]>();
  for (const f of fields) {
    const seen = map.get(f.field);
    if (!known.includes(f.field)) throw new ProtoReadError(`${what} has field ${f.field}`);
    if (seen && !repeated.includes(f.field)) {
      throw new ProtoReadError(`${what} has field ${f.field} twice`);
    }
    map.set(f.field, [...(seen ?? []), f]);
  }
  return map;
}

export function bytesField(map: Map<number, ProtoField[]>, field: number): Uint8Array {
  const f = map.get(field)?.[0];
  if (f && f.wire !== 'bytes') throw new ProtoReadError(`field ${field} is not bytes`);
  return f?.value ?? new Uint8Array();
}

export function uintField(map: Map<number, ProtoField[]>, field: number): bigint {
  const f = map.get(field)?.[0];
  if (f && f.wire !== 'varint') throw new ProtoReadError(`field ${field} is not a varint`);
  return f?.value ?? 0n;
}
