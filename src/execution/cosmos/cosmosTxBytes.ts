import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { sha256 } from 'viem';
import { UnsafeTransactionError } from '../errors';
import { type CosmosFee, checkCosmosFee } from './cosmosFee';
import { type CosmosMsg, MSG_SEND } from './cosmosPayload';

/**
 * The bytes of a Cosmos transaction, with cosmjs-types' protobuf (one small module per type, so
 * the engine does not carry cosmjs's wallets): the body the wallet signs, the transaction's hash,
 * and what a signed transaction must still say.
 */

function encodeCosmosMsg(msg: CosmosMsg): Any {
  const value =
    msg.typeUrl === MSG_SEND
      ? MsgSend.encode(msg.value).finish()
      : MsgTransfer.encode(msg.value).finish();
  return { typeUrl: msg.typeUrl, value };
}

/** `TxBody` of the checked messages and memo: what SIGN_MODE_DIRECT signs as `body_bytes`. */
export function cosmosBodyBytes(messages: readonly CosmosMsg[], memo: string): Uint8Array {
  return TxBody.encode(
    TxBody.fromPartial({ messages: messages.map(encodeCosmosMsg), memo }),
  ).finish();
}

/**
 * The transaction's hash as chains and explorers show it: uppercase hex sha256 of the TxRaw.
 * viem's (noble's) sha256, not WebCrypto's: a page on plain http has no `crypto.subtle`.
 */
export function cosmosTxHash(txBytes: Uint8Array): string {
  return sha256(txBytes).slice(2).toUpperCase();
}

export interface SignedCosmosExpectation {
  bodyBytes: Uint8Array;
  sequence: bigint;
  feeDenom: string;
  feeCap: bigint;
}

/**
 * What a wallet answered, before it is saved or sent: it signed the body that was checked, byte
 * for byte; one signer, at the sequence read; a fee (a wallet may raise it) still one coin of the
 * fee denom under the cap, paid by the signer.
 */
export function checkSignedCosmosTx(txBytes: Uint8Array, expected: SignedCosmosExpectation): void {
  let raw: TxRaw;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(txBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (error) {
    throw new UnsafeTransactionError('cosmos-unreadable', `signed bytes: ${String(error)}`);
  }
  if (!sameBytes(raw.bodyBytes, expected.bodyBytes)) {
    throw new UnsafeTransactionError(
      'cosmos-message',
      'the wallet signed another body (messages or memo) than the one checked',
    );
  }
  const [signer, ...others] = authInfo.signerInfos;
  if (!signer || others.length > 0 || raw.signatures.length !== 1) {
    throw new UnsafeTransactionError(
      'extra-signer',
      `${authInfo.signerInfos.length} signer infos, ${raw.signatures.length} signatures`,
    );
  }
  if (signer.sequence !== expected.sequence) {
    throw new UnsafeTransactionError(
      'cosmos-unreadable',
      `signed at sequence ${signer.sequence}, read ${expected.sequence}`,
    );
  }
  const fee: CosmosFee = { amount: authInfo.fee?.amount ?? [], gas: authInfo.fee?.gasLimit ?? 0n };
  if (authInfo.fee?.payer || authInfo.fee?.granter) {
    throw new UnsafeTransactionError('fee-payer', 'the fee names a payer or a granter');
  }
  checkCosmosFee(fee, { feeDenom: expected.feeDenom, cap: expected.feeCap });
}

/** The signer-info sequence of signed bytes read back from storage. */
export function signedSequence(txBytes: Uint8Array): bigint | undefined {
  try {
    return AuthInfo.decode(TxRaw.decode(txBytes).authInfoBytes).signerInfos[0]?.sequence;
  } catch {
    return undefined;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
