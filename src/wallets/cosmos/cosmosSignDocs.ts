import {
  type AminoMsg,
  encodeSecp256k1Pubkey,
  makeSignDoc as makeAminoSignDoc,
  type StdSignDoc,
} from '@cosmjs/amino';
import { encodePubkey, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { type SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { CosmosFee } from '../../execution/cosmos/cosmosFee';
import { type CosmosMsg, MSG_SEND } from '../../execution/cosmos/cosmosPayload';
import { cosmosBodyBytes } from '../../execution/cosmos/cosmosTxBytes';
import type { UnsignedCosmosTx } from '../../execution/signers';

/**
 * The documents a Cosmos wallet signs, built with cosmjs from the engine's checked transaction:
 * SIGN_MODE_DIRECT's `SignDoc` (body and auth info bytes), LEGACY_AMINO_JSON's `StdSignDoc` (what a
 * Ledger device signs), and the TxRaw that carries a signature.
 */

export type CosmosSignMode = 'direct' | 'amino';

export function authInfoBytes(
  tx: Pick<UnsignedCosmosTx, 'sequence'>,
  fee: CosmosFee,
  pubkey: Uint8Array,
  mode: CosmosSignMode,
): Uint8Array {
  return makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(pubkey)), sequence: tx.sequence }],
    fee.amount,
    Number(fee.gas),
    undefined,
    undefined,
    mode === 'direct' ? SignMode.SIGN_MODE_DIRECT : SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
  );
}

export function directSignDoc(tx: UnsignedCosmosTx, pubkey: Uint8Array): SignDoc {
  return makeSignDoc(
    cosmosBodyBytes(tx.messages, tx.memo),
    authInfoBytes(tx, tx.fee, pubkey, 'direct'),
    tx.chainId,
    Number(tx.accountNumber),
  );
}

export function aminoSignDoc(tx: UnsignedCosmosTx): StdSignDoc {
  return makeAminoSignDoc(
    tx.messages.map(toAminoMsg),
    { amount: tx.fee.amount, gas: tx.fee.gas.toString() },
    tx.chainId,
    tx.memo,
    tx.accountNumber.toString(),
    tx.sequence.toString(),
  );
}

/** The transaction as `/simulate` takes it: the same body and auth info, an empty signature. */
export function simulationTxBytes(tx: UnsignedCosmosTx, pubkey: Uint8Array): Uint8Array {
  const doc = directSignDoc(tx, pubkey);
  return txRawBytes(doc.bodyBytes, doc.authInfoBytes, new Uint8Array());
}

export function txRawBytes(
  bodyBytes: Uint8Array,
  authInfo: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  return TxRaw.encode(
    TxRaw.fromPartial({ bodyBytes, authInfoBytes: authInfo, signatures: [signature] }),
  ).finish();
}

/** Omitted when zero or empty, as amino JSON omits default values. */
const omitDefault = (value: bigint | string): string | undefined =>
  value === 0n || value === '' ? undefined : value.toString();

/**
 * A message as LEGACY_AMINO_JSON signs it (the SDK's `cosmos-sdk/MsgSend`, `cosmos-sdk/MsgTransfer`).
 * The sandbox's ledger rebuilds it with its own code (sandbox/src/chains/cosmos/messages.ts).
 */
function toAminoMsg(msg: CosmosMsg): AminoMsg {
  if (msg.typeUrl === MSG_SEND) {
    const { fromAddress, toAddress, amount } = msg.value;
    return {
      type: 'cosmos-sdk/MsgSend',
      value: { from_address: fromAddress, to_address: toAddress, amount: [...amount] },
    };
  }
  const m = msg.value;
  return {
    type: 'cosmos-sdk/MsgTransfer',
    value: {
      source_port: m.sourcePort,
      source_channel: m.sourceChannel,
      token: m.token,
      sender: m.sender,
      receiver: m.receiver,
      timeout_height: {
        revision_height: omitDefault(m.timeoutHeight?.revisionHeight ?? 0n),
        revision_number: omitDefault(m.timeoutHeight?.revisionNumber ?? 0n),
      },
      timeout_timestamp: omitDefault(m.timeoutTimestamp),
      memo: omitDefault(m.memo),
    },
  };
}
