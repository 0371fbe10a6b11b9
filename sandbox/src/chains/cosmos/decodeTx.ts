/** A broadcast `TxRaw`, decoded with cosmjs-types, with its messages and required signers. */
import { sha256 } from '@cosmjs/crypto';
import { toHex } from '@cosmjs/encoding';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { decodeMsg, type LedgerMsg, msgSigner } from './messages';
import { sdkError } from './sdkErrors';

export interface DecodedTx {
  raw: TxRaw;
  body: TxBody;
  authInfo: AuthInfo;
  msgs: LedgerMsg[];
  /** Required signers in order of first appearance; the first pays the fee. */
  signers: string[];
  /** Uppercase hex sha256 of the TxRaw bytes, as CometBFT names transactions. */
  hash: string;
  size: number;
}

export function txHash(bytes: Uint8Array): string {
  return toHex(sha256(bytes)).toUpperCase();
}

export function decodeTx(bytes: Uint8Array): DecodedTx {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(bytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (error) {
    throw sdkError('txDecode', `tx parse error: ${String(error)}`);
  }
  if (body.messages.length === 0)
    throw sdkError('invalidRequest', 'must contain at least one message');
  const msgs = body.messages.map(decodeMsg);
  const signers = [...new Set(msgs.map(msgSigner))];
  return { raw, body, authInfo, msgs, signers, hash: txHash(bytes), size: bytes.length };
}
