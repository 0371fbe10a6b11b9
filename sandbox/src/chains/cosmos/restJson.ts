/**
 * The Cosmos SDK REST API's JSON (grpc-gateway: proto field names in snake_case, 64-bit integers
 * as strings, bytes as base64, `Any` with an `@type` key).
 */
import { toBase64 } from '@cosmjs/encoding';
import { decodePubkey } from '@cosmjs/proto-signing';
import { SignMode, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { DecodedTx } from './decodeTx';
import type { TxRecord, TxResult } from './ledger';
import { MSG_SEND, msgJson } from './messages';
import type { AccountRecord } from './state';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** camelCase keys (ts-proto's JSON) to the proto field names the REST API uses. */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k === '@type' ? k : snake(k), snakeKeys(v)]),
  );
}

const pubKeyJson = (key: Uint8Array | undefined) =>
  key ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: toBase64(key) } : null;

export function accountJson(account: AccountRecord) {
  return {
    account: {
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address: account.address,
      pub_key: pubKeyJson(account.pubKey),
      account_number: account.accountNumber.toString(),
      sequence: account.sequence.toString(),
    },
  };
}

function anyPubKeyJson(any: Any | undefined) {
  if (!any) return null;
  try {
    return { '@type': any.typeUrl, key: decodePubkey(any).value as string };
  } catch {
    return { '@type': any.typeUrl, key: toBase64(any.value) };
  }
}

function decodedTxJson(tx: DecodedTx) {
  const fee = tx.authInfo.fee;
  return {
    body: {
      messages: tx.msgs.map((m) => snakeKeys(msgJson(m))),
      memo: tx.body.memo,
      timeout_height: tx.body.timeoutHeight.toString(),
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: tx.authInfo.signerInfos.map((info) => ({
        public_key: anyPubKeyJson(info.publicKey),
        mode_info: {
          single: {
            mode: signModeToJSON(info.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED),
          },
        },
        sequence: info.sequence.toString(),
      })),
      fee: {
        amount: fee?.amount ?? [],
        gas_limit: (fee?.gasLimit ?? 0n).toString(),
        payer: fee?.payer ?? '',
        granter: fee?.granter ?? '',
      },
      tip: null,
    },
    signatures: tx.raw.signatures.map(toBase64),
  };
}

/** A transaction as `GET /cosmos/tx/v1beta1/txs/{hash}` shows it. */
export function txJson(record: TxRecord) {
  if (record.tx) return decodedTxJson(record.tx);
  const transfer = record.ledgerTransfer;
  return {
    body: {
      messages: transfer
        ? [
            {
              '@type': MSG_SEND,
              from_address: transfer.from,
              to_address: transfer.to,
              amount: transfer.coins,
            },
          ]
        : [],
      memo: transfer?.memo ?? '',
      timeout_height: '0',
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: [],
      fee: { amount: [], gas_limit: '0', payer: '', granter: '' },
      tip: null,
    },
    signatures: [],
  };
}

/** `tx_response`: a broadcast's CheckTx answer (height 0), or a transaction in a block. */
export function txResponseJson(result: TxResult | TxRecord) {
  const inBlock = 'height' in result;
  return {
    height: inBlock ? result.height.toString() : '0',
    txhash: result.hash,
    codespace: result.codespace,
    code: result.code,
    data: '',
    raw_log: result.rawLog,
    logs: [],
    info: '',
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    tx: inBlock ? { '@type': '/cosmos.tx.v1beta1.Tx', ...txJson(result) } : null,
    timestamp: inBlock ? new Date(result.time).toISOString().replace(/\.\d{3}Z$/, 'Z') : '',
    events: inBlock ? result.events : [],
  };
}
