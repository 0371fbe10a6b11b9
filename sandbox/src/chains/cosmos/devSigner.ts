/**
 * Signs a transaction for the ledger with a dev key, as a wallet would: cosmjs's
 * `DirectSecp256k1Wallet` (SIGN_MODE_DIRECT) or `Secp256k1Wallet` (LEGACY_AMINO_JSON, what a Ledger
 * device signs), the TxRaw assembled with cosmjs-types. For tests and the sandbox's flows.
 */
import {
  type AminoMsg,
  encodeSecp256k1Pubkey,
  makeSignDoc as makeAminoSignDoc,
  Secp256k1Wallet,
} from '@cosmjs/amino';
import { fromBase64, fromHex } from '@cosmjs/encoding';
import {
  DirectSecp256k1Wallet,
  encodePubkey,
  makeAuthInfoBytes,
  makeSignDoc,
} from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { MSG_SEND, type MSG_TRANSFER } from './messages';
import type { Coin } from './state';

export type DevMsg =
  | { typeUrl: typeof MSG_SEND; value: MsgSend }
  | {
      typeUrl: typeof MSG_TRANSFER;
      value: Omit<MsgTransfer, 'timeoutHeight' | 'encoding'>;
    };

export interface DevTx {
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  messages: DevMsg[];
  /** Amino JSON of the messages, for `mode: 'amino'` (written by the caller, as a wallet has it). */
  aminoMessages?: AminoMsg[];
  memo?: string;
  fee: Coin[];
  gasLimit: bigint;
  mode: 'direct' | 'amino';
  /** Hex secp256k1 key that signs. */
  privateKey: string;
  /** Hex compressed key put in the signer info; default: the signing key's. */
  signerInfoPubKey?: string;
}

function encodeMsg(msg: DevMsg) {
  const value =
    msg.typeUrl === MSG_SEND
      ? MsgSend.encode(msg.value).finish()
      : MsgTransfer.encode({
          ...msg.value,
          timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
          encoding: '',
        }).finish();
  return { typeUrl: msg.typeUrl, value };
}

/** The signed TxRaw's bytes (what `POST /cosmos/tx/v1beta1/txs` takes as base64 `tx_bytes`). */
export async function signDevTx(spec: DevTx): Promise<Uint8Array> {
  const key = fromHex(spec.privateKey);
  const memo = spec.memo ?? '';
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: spec.messages.map(encodeMsg), memo }),
  ).finish();
  const direct = await DirectSecp256k1Wallet.fromKey(key, 'cosmos');
  const [account] = await direct.getAccounts();
  if (!account) throw new Error('no account for the key');
  const infoKey = spec.signerInfoPubKey ? fromHex(spec.signerInfoPubKey) : account.pubkey;
  const signMode =
    spec.mode === 'direct' ? SignMode.SIGN_MODE_DIRECT : SignMode.SIGN_MODE_LEGACY_AMINO_JSON;
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(infoKey)), sequence: spec.sequence }],
    spec.fee,
    Number(spec.gasLimit),
    undefined,
    undefined,
    signMode,
  );
  let signature: Uint8Array;
  if (spec.mode === 'direct') {
    const signed = await direct.signDirect(
      account.address,
      makeSignDoc(bodyBytes, authInfoBytes, spec.chainId, spec.accountNumber),
    );
    signature = fromBase64(signed.signature.signature);
  } else {
    const amino = await Secp256k1Wallet.fromKey(key, 'cosmos');
    const signDoc = makeAminoSignDoc(
      spec.aminoMessages ?? [],
      { amount: spec.fee, gas: spec.gasLimit.toString() },
      spec.chainId,
      memo,
      spec.accountNumber,
      spec.sequence.toString(),
    );
    const signed = await amino.signAmino(account.address, signDoc);
    signature = fromBase64(signed.signature.signature);
  }
  return TxRaw.encode(
    TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures: [signature] }),
  ).finish();
}
