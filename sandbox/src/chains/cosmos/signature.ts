/**
 * What a signer signed, rebuilt from the transaction as the SDK's sign mode handlers rebuild it,
 * and the secp256k1 check of the signature against the account's key: SIGN_MODE_DIRECT signs the
 * protobuf SignDoc (body bytes, auth info bytes, chain id, account number); LEGACY_AMINO_JSON the
 * sorted amino JSON of chain id, account number, sequence, fee, messages and memo (what Ledger
 * hardware wallets sign).
 */
import { makeSignDoc as makeAminoSignDoc, type StdFee, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import type { DecodedTx } from './decodeTx';
import { toAmino } from './messages';

export interface SignerData {
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
}

export function signBytes(tx: DecodedTx, mode: SignMode, signer: SignerData): Uint8Array {
  if (mode === SignMode.SIGN_MODE_DIRECT) {
    return makeSignBytes({
      bodyBytes: tx.raw.bodyBytes,
      authInfoBytes: tx.raw.authInfoBytes,
      chainId: signer.chainId,
      accountNumber: signer.accountNumber,
    });
  }
  const fee = tx.authInfo.fee;
  const stdFee: StdFee = {
    amount: fee?.amount ?? [],
    gas: (fee?.gasLimit ?? 0n).toString(),
    ...(fee?.granter ? { granter: fee.granter } : {}),
    ...(fee?.payer ? { payer: fee.payer } : {}),
  };
  return serializeSignDoc(
    makeAminoSignDoc(
      tx.msgs.map(toAmino),
      stdFee,
      signer.chainId,
      tx.body.memo,
      signer.accountNumber,
      signer.sequence.toString(),
      tx.body.timeoutHeight,
    ),
  );
}

/** A 64-byte r||s signature (the SDK's format) of sha256(signBytes) by this compressed key. */
export function verifySecp256k1(signature: Uint8Array, bytes: Uint8Array, pubKey: Uint8Array) {
  if (signature.length !== 64) return false;
  try {
    return Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(bytes),
      pubKey,
    );
  } catch {
    return false;
  }
}
