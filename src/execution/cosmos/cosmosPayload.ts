import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { UnsafeTransactionError } from '../errors';

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const MSG_TRANSFER = '/ibc.applications.transfer.v1.MsgTransfer';

/** The messages the widget can read, and so sign: a bank send and an IBC transfer. */
export type CosmosMsg =
  | { typeUrl: typeof MSG_SEND; value: MsgSend }
  | { typeUrl: typeof MSG_TRANSFER; value: MsgTransfer };

export interface CosmosPayload {
  messages: CosmosMsg[];
  memo: string;
}

/** Far above any real transaction's; what is longer is not read at all. */
const MAX_DATA_CHARS = 20_000;
const MAX_MESSAGES = 8;

/**
 * Reads `txnCosmos.data`: JSON text of `{ messages: [{ typeUrl, value }], memo }`, each value in
 * cosmjs-types' JSON (camelCase, amounts as text). Each message is decoded by its type
 * (`fromJSON`), and what is signed later is encoded from the decoded message, so a field the type
 * does not have never reaches the wallet. Another shape is `cosmos-unreadable`; a type off the
 * allow-list is `cosmos-message`.
 */
export function readCosmosPayload(data: string): CosmosPayload {
  const json = parseJson(data);
  if (!isObject(json) || !Array.isArray(json.messages)) {
    throw new UnsafeTransactionError('cosmos-unreadable', 'data has no messages array');
  }
  const memo = json.memo ?? '';
  if (typeof memo !== 'string') {
    throw new UnsafeTransactionError('cosmos-unreadable', `memo is a ${typeof memo}`);
  }
  if (json.messages.length === 0 || json.messages.length > MAX_MESSAGES) {
    throw new UnsafeTransactionError(
      'cosmos-message',
      `${json.messages.length} messages; the widget signs 1 to ${MAX_MESSAGES}`,
    );
  }
  return { messages: json.messages.map(readMessage), memo };
}

function readMessage(message: unknown, index: number): CosmosMsg {
  if (!isObject(message) || typeof message.typeUrl !== 'string' || !isObject(message.value)) {
    throw new UnsafeTransactionError(
      'cosmos-unreadable',
      `message ${index} is not { typeUrl, value }`,
    );
  }
  const { typeUrl, value } = message;
  if (typeUrl !== MSG_SEND && typeUrl !== MSG_TRANSFER) {
    throw new UnsafeTransactionError(
      'cosmos-message',
      `message ${index} is ${typeUrl.slice(0, 120)}; allowed: ${MSG_SEND}, ${MSG_TRANSFER}`,
    );
  }
  try {
    return typeUrl === MSG_SEND
      ? { typeUrl, value: MsgSend.fromJSON(value) }
      : { typeUrl, value: MsgTransfer.fromJSON(value) };
  } catch (error) {
    throw new UnsafeTransactionError(
      'cosmos-unreadable',
      `message ${index} (${typeUrl}) does not decode: ${String(error).slice(0, 200)}`,
    );
  }
}

function parseJson(data: string): unknown {
  if (data.length > MAX_DATA_CHARS) {
    throw new UnsafeTransactionError('cosmos-unreadable', `data is ${data.length} characters`);
  }
  try {
    return JSON.parse(data);
  } catch {
    throw new UnsafeTransactionError('cosmos-unreadable', 'data is not JSON');
  }
}

/** An amount as Cosmos JSON writes it: decimal digits, at most a uint256's. */
export function isAmountText(text: string): boolean {
  return /^\d{1,78}$/.test(text);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
