/**
 * `/wallet/broadcasttransaction` and `/wallet/broadcasthex`: java-tron's checks, in its order, with its codes, then the
 * execution. `raw_data_hex` is what was signed (a `raw_data` beside it must say the same; the
 * JSON endpoint needs `raw_data`, `broadcastTransaction`; the hex one sends the bytes alone), the transaction must not have expired (nor expire more than a day ahead), must
 * name a recent block (TaPoS), must not have been executed before (its txID), must carry exactly
 * one signature, by its owner, and must pass the contract's own checks. Only a transaction that
 * executed, successfully or not, is on the ledger; a refused one can be sent again.
 */
import { bytesToHex, hexToBytes, stringToHex } from 'viem';
import { formatAddress, toEvmAddress } from './address';
import { anvilRpc } from './anvilRpc';
import { evmBlock, taposHolds } from './blocks';
import { MAX_FEE_LIMIT_SUN } from './energy';
import { balanceOf, type Execution } from './execute';
import { ProtoError, ProtoWriter, readFields } from './protobuf';
import { recoverSigner } from './signature';
import { decodeRaw, encodeRaw, rawFromJson, type TronRawTransaction, txIdOf } from './transaction';

type BroadcastCode =
  | 'SIGERROR'
  | 'CONTRACT_VALIDATE_ERROR'
  | 'DUP_TRANSACTION_ERROR'
  | 'TAPOS_ERROR'
  | 'TRANSACTION_EXPIRATION_ERROR'
  | 'OTHER_ERROR';

export interface SignedTransaction {
  txId: string;
  rawBytes: Uint8Array;
  raw: TronRawTransaction;
  signature: string[];
  visible: boolean;
}

export interface BroadcastLedger {
  rpcUrl: string;
  /** Unix ms: expirations are checked against it. */
  now(): number;
  /** Whether the txID was executed, or is being executed now. */
  known(txId: string): boolean;
  /**
   * Runs the transaction (one at a time) and records it; resolves once it is on the ledger, or
   * with undefined, at once, when its txID is already known (executed, or running now).
   */
  run(tx: SignedTransaction, netUsage: bigint): Promise<Execution | undefined>;
}

/** A day, as java-tron's MAXIMUM_TIME_UNTIL_EXPIRATION. */
const MAX_EXPIRATION_MS = 24n * 3_600_000n;

class Refused extends Error {
  constructor(
    readonly code: BroadcastCode,
    message: string,
  ) {
    super(message);
  }
}

async function broadcast(
  ledger: BroadcastLedger,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const visible = body.visible === true;
  let txId = typeof body.txID === 'string' ? body.txID : '';
  try {
    const parsed = await parse(body, visible);
    txId = parsed.txId;
    await checkTiming(ledger, parsed.raw);
    if (ledger.known(txId)) throw new Refused('DUP_TRANSACTION_ERROR', 'Dup transaction.');
    await checkSignature(parsed);
    await checkContract(ledger.rpcUrl, parsed.raw);
    const netUsage = BigInt(
      new ProtoWriter()
        .bytes(1, parsed.rawBytes)
        .bytes(2, hexToBytes(`0x${parsed.signature[0]}`))
        .finish().length + 64,
    );
    if (!(await ledger.run(parsed, netUsage))) {
      throw new Refused('DUP_TRANSACTION_ERROR', 'Dup transaction.');
    }
    return { result: true, txid: txId };
  } catch (error) {
    const refused =
      error instanceof Refused
        ? error
        : new Refused('OTHER_ERROR', error instanceof Error ? error.message : String(error));
    return {
      code: refused.code,
      txid: txId,
      message: visible ? refused.message : stringToHex(refused.message).slice(2),
    };
  }
}

/**
 * `/wallet/broadcasttransaction`: java-tron rebuilds the transaction from its `raw_data` JSON
 * (`Util.packTransaction`), so a body without one fails in the servlet, before any of the checks:
 * answered as java-tron's `Util.printErrorMsg` does (its `Error`, a NullPointerException on the
 * Java 8 it runs on), and nothing runs. A `raw_data_hex` beside it must say the same (`broadcast`).
 */
export async function broadcastTransaction(
  ledger: BroadcastLedger,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (typeof body.raw_data !== 'object' || body.raw_data === null) {
    return { Error: 'class java.lang.NullPointerException : null' };
  }
  return broadcast(ledger, body);
}

/**
 * `/wallet/broadcasthex`: `{ transaction }`, the signed `Transaction` protobuf in hex (`raw_data`
 * = 1, `signature` = 2), checked and run as `broadcast`; answered as java-tron does: `result`,
 * `code` (`SUCCESS` when taken), `message` as text, `txid`.
 */
export async function broadcastHex(
  ledger: BroadcastLedger,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let fields: ReturnType<typeof readFields>;
  try {
    const hex = body.transaction;
    if (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
      throw new ProtoError('transaction must be the hex of a Transaction');
    }
    fields = readFields(hexToBytes(`0x${hex}`));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { result: false, code: 'OTHER_ERROR', message, txid: '' };
  }
  const raw = fields.find((f) => f.field === 1 && f.wire === 'bytes');
  const signature = fields.flatMap((f) =>
    f.field === 2 && f.wire === 'bytes' ? [bytesToHex(f.value).slice(2)] : [],
  );
  const answer = await broadcast(ledger, {
    ...(raw?.wire === 'bytes' ? { raw_data_hex: bytesToHex(raw.value).slice(2) } : {}),
    signature,
    visible: true,
  });
  const taken = answer.result === true;
  return {
    result: taken,
    code: taken ? 'SUCCESS' : answer.code,
    message: taken ? '' : answer.message,
    txid: answer.txid,
  };
}

async function parse(body: Record<string, unknown>, visible: boolean): Promise<SignedTransaction> {
  try {
    const fromJson =
      body.raw_data === undefined ? undefined : encodeRaw(rawFromJson(body.raw_data, visible));
    const hex = body.raw_data_hex;
    if (hex !== undefined && (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex))) {
      throw new ProtoError('raw_data_hex must be hex');
    }
    const rawBytes = hex === undefined ? fromJson : hexToBytes(`0x${hex}`);
    if (!rawBytes) throw new ProtoError('raw_data is missing');
    const raw = await decodeRaw(rawBytes);
    const txId = txIdOf(rawBytes);
    if (fromJson && bytesToHex(fromJson) !== bytesToHex(rawBytes)) {
      // java-tron checks the signature against raw_data; the wallet signed raw_data_hex.
      throw new Refused(
        'SIGERROR',
        'Validate signature error: raw_data and raw_data_hex are different transactions',
      );
    }
    const signature = Array.isArray(body.signature) ? body.signature : [];
    if (!signature.every((s): s is string => typeof s === 'string')) {
      throw new Refused('SIGERROR', 'Validate signature error: signatures must be hex text');
    }
    return { txId, rawBytes, raw, signature, visible };
  } catch (error) {
    if (error instanceof ProtoError) {
      throw new Refused('CONTRACT_VALIDATE_ERROR', `Contract validate error : ${error.message}`);
    }
    throw error;
  }
}

async function checkTiming(ledger: BroadcastLedger, raw: TronRawTransaction): Promise<void> {
  const now = BigInt(ledger.now());
  if (raw.expiration <= now) {
    throw new Refused('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired');
  }
  if (raw.expiration > now + MAX_EXPIRATION_MS) {
    throw new Refused(
      'TRANSACTION_EXPIRATION_ERROR',
      `Too long expiration time, trx expiration time ${raw.expiration}, now ${now}`,
    );
  }
  const head = await evmBlock(ledger.rpcUrl, 'latest');
  if (!head || !(await taposHolds(ledger.rpcUrl, head.number, raw))) {
    throw new Refused('TAPOS_ERROR', 'Tapos check error');
  }
}

async function checkSignature(tx: SignedTransaction): Promise<void> {
  if (tx.signature.length !== 1) {
    throw new Refused(
      'SIGERROR',
      `Validate signature error: ${tx.signature.length} signatures; the sandbox ledger takes exactly one, the owner's`,
    );
  }
  const owner = tx.raw.contract.owner;
  const signer = await recoverSigner(tx.txId, tx.signature[0]!);
  if (!signer || bytesToHex(signer) !== bytesToHex(owner)) {
    const by = signer ? formatAddress(signer, true) : 'no key';
    throw new Refused(
      'SIGERROR',
      `Validate signature error: ${tx.signature[0]} is signed by ${by} but it is not contained of permission.`,
    );
  }
}

const invalid = (message: string) =>
  new Refused('CONTRACT_VALIDATE_ERROR', `Contract validate error : ${message}`);

async function hasCode(rpcUrl: string, bytes: Uint8Array): Promise<boolean> {
  const code = await anvilRpc<string>(rpcUrl, 'eth_getCode', [toEvmAddress(bytes), 'latest']);
  return code !== '0x';
}

async function checkContract(rpcUrl: string, raw: TronRawTransaction): Promise<void> {
  const c = raw.contract;
  if (c.owner.length !== 21) throw invalid('Invalid ownerAddress');
  const balance = await balanceOf(rpcUrl, toEvmAddress(c.owner));
  if (c.type === 'TriggerSmartContract') {
    if (raw.feeLimit > MAX_FEE_LIMIT_SUN) {
      throw invalid(`feeLimit must be >= 0 and <= ${MAX_FEE_LIMIT_SUN}`);
    }
    if (c.contract.length !== 21 || !(await hasCode(rpcUrl, c.contract))) {
      throw invalid('No contract or not a valid smart contract');
    }
    if (balance < c.callValue) throw invalid('balance is not sufficient.');
    return;
  }
  if (c.to.length !== 21) throw invalid('Invalid toAddress!');
  if (c.amount <= 0n) throw invalid('Amount must be greater than 0.');
  if (bytesToHex(c.to) === bytesToHex(c.owner)) throw invalid('Cannot transfer TRX to yourself.');
  if (await hasCode(rpcUrl, c.to)) throw invalid('Cannot transfer TRX to a smart contract.');
  if (balance < c.amount)
    throw invalid('Validate TransferContract error, balance is not sufficient.');
}
