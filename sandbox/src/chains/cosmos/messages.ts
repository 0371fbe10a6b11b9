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

/**
 * The message as LEGACY_AMINO_JSON signs it, the ledger's own reading of the SDK's amino JSON
 * (`cosmos-sdk/MsgSend`, ibc-go's `cosmos-sdk/MsgTransfer`): snake_case fields, integers as
 * text, and the fields amino leaves out when they hold their zero value (`omitempty`) left out.
 * A wallet that signed other JSON than a node rebuilds fails its signature check here.
 */
export function toAmino(msg: LedgerMsg): AminoMsg {
  if (msg.typeUrl === MSG_SEND) {
    const send = msg.value;
    return {
      type: 'cosmos-sdk/MsgSend',
      value: {
        from_address: send.fromAddress,
        to_address: send.toAddress,
        amount: send.amount.map(({ denom, amount }) => ({ denom, amount })),
      },
    };
  }
  const transfer = msg.value;
  const height = transfer.timeoutHeight;
  return {
    type: 'cosmos-sdk/MsgTransfer',
    value: withoutZeroValues({
      source_port: transfer.sourcePort,
      source_channel: transfer.sourceChannel,
      token: transfer.token && { denom: transfer.token.denom, amount: transfer.token.amount },
      sender: transfer.sender,
      receiver: transfer.receiver,
      // A Height is a struct: amino writes it even when both its numbers are left out.
      timeout_height: withoutZeroValues({
        revision_number: String(height?.revisionNumber ?? 0n),
        revision_height: String(height?.revisionHeight ?? 0n),
      }),
      timeout_timestamp: String(transfer.timeoutTimestamp),
      memo: transfer.memo,
    }),
  };
}

/** Amino JSON's `omitempty`: a field of `''` or `'0'` is left out. */
function withoutZeroValues(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== '' && value !== '0'),
  );
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
