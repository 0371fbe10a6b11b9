/**
 * The message types the ledger executes, decoded with cosmjs-types: bank `MsgSend` and IBC
 * `MsgTransfer`. For each: its signer, its amino JSON (LEGACY_AMINO_JSON sign mode; written from
 * the SDK's documented shapes, as cosmjs's `@cosmjs/stargate` converters write them) and a
 * canonical JSON to compare a transaction with what `/nextTx` handed out.
 */

import type { AminoMsg } from '@cosmjs/amino';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { sdkError } from './sdkErrors';

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const MSG_TRANSFER = '/ibc.applications.transfer.v1.MsgTransfer';

export type LedgerMsg =
  | { typeUrl: typeof MSG_SEND; value: MsgSend }
  | { typeUrl: typeof MSG_TRANSFER; value: MsgTransfer };

/** Decodes a message; anything else is refused as the SDK refuses an unregistered type. */
export function decodeMsg(any: Any): LedgerMsg {
  try {
    if (any.typeUrl === MSG_SEND) return { typeUrl: MSG_SEND, value: MsgSend.decode(any.value) };
    if (any.typeUrl === MSG_TRANSFER) {
      return { typeUrl: MSG_TRANSFER, value: MsgTransfer.decode(any.value) };
    }
  } catch (error) {
    throw sdkError('txDecode', `unable to decode ${any.typeUrl}: ${String(error)}`);
  }
  throw sdkError('txDecode', `unable to resolve type URL ${any.typeUrl}`);
}

/** The address that must sign the message (its `cosmos.msg.v1.signer` field). */
export function msgSigner(msg: LedgerMsg): string {
  return msg.typeUrl === MSG_SEND ? msg.value.fromAddress : msg.value.sender;
}

const AMINO_TYPES = {
  [MSG_SEND]: 'cosmos-sdk/MsgSend',
  [MSG_TRANSFER]: 'cosmos-sdk/MsgTransfer',
} as const;

/**
 * The message as LEGACY_AMINO_JSON signs it, the ledger's own reading of the SDK's amino JSON
 * (`cosmos-sdk/MsgSend`, ibc-go's `cosmos-sdk/MsgTransfer`): the message's proto JSON with
 * snake_case names, integers as text, and every scalar at its zero value left out (amino's
 * `omitempty`; a struct such as `timeout_height` stays, `{}` when empty). A wallet that signed
 * other JSON than a node rebuilds fails its signature check here.
 */
export function toAmino(msg: LedgerMsg): AminoMsg {
  const json = msg.typeUrl === MSG_SEND ? MsgSend.toJSON(msg.value) : MsgTransfer.toJSON(msg.value);
  return { type: AMINO_TYPES[msg.typeUrl], value: aminoJson(json) as Record<string, unknown> };
}

function aminoJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(aminoJson);
  if (typeof value !== 'object' || value === null) return value;
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined || field === '' || field === '0') continue;
    fields[name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = aminoJson(field);
  }
  return fields;
}

/** The message as the REST API shows it (proto JSON; the caller renames keys to snake_case). */
export function msgJson(msg: LedgerMsg): Record<string, unknown> {
  const json = msg.typeUrl === MSG_SEND ? MsgSend.toJSON(msg.value) : MsgTransfer.toJSON(msg.value);
  return { '@type': msg.typeUrl, ...(json as Record<string, unknown>) };
}

/**
 * One text per message, the same for the decoded message and the `{ typeUrl, value }` JSON
 * `/nextTx` hands out (camelCase, amounts as strings), whatever defaults either omits.
 */
export function canonicalMsg(typeUrl: string, value: unknown): string | undefined {
  try {
    if (typeUrl === MSG_SEND) return JSON.stringify(MsgSend.toJSON(MsgSend.fromJSON(value)));
    if (typeUrl === MSG_TRANSFER) {
      return JSON.stringify(MsgTransfer.toJSON(MsgTransfer.fromJSON(value)));
    }
  } catch {
    // Not a message of that type.
  }
  return undefined;
}
