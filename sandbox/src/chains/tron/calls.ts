/**
 * The contract-call endpoints: `/wallet/triggersmartcontract` builds an unsigned
 * TriggerSmartContract (on a recent block, expiring in a minute, as java-tron's builder does) and
 * `/wallet/triggerconstantcontract` runs the call without a transaction (a TRC-20 `balanceOf` or
 * `allowance` answers in `constant_result`; a simulation that reverts says so in
 * `result.message`, `REVERT opcode executed` as hex, its revert data in `constant_result`).
 */
import { bytesToHex, type Hex, hexToBytes, keccak256, stringToBytes, stringToHex } from 'viem';
import { formatAddress, toEvmAddress, tronAddressBytes } from './address';
import { anvilRpc } from './anvilRpc';
import { evmBlock, refBlockOf } from './blocks';
import { intrinsicGas } from './energy';
import { asTronLog, type TronLog } from './records';
import {
  encodeRaw,
  rawToJson,
  type TronContract,
  type TronRawTransaction,
  txIdOf,
} from './transaction';

/** java-tron's builder: a transaction expires a minute after it is made. */
const DEFAULT_EXPIRATION_MS = 60_000;

export interface CallRequest {
  owner: Uint8Array;
  contract: Uint8Array;
  data: Uint8Array;
  callValue: bigint;
  feeLimit: bigint;
}

/** A request the endpoint refuses: `{ result: { code, message } }`. */
class CallRefused extends Error {
  constructor(
    readonly code: 'CONTRACT_VALIDATE_ERROR' | 'OTHER_ERROR',
    message: string,
  ) {
    super(message);
  }
}

export function refusal(error: unknown, visible: boolean): Record<string, unknown> {
  const code = error instanceof CallRefused ? error.code : 'OTHER_ERROR';
  const message = error instanceof Error ? error.message : String(error);
  return { result: { code, message: visible ? message : stringToHex(message).slice(2) } };
}

const integer = (value: unknown, name: string): bigint => {
  if (value === undefined || value === null) return 0n;
  if (
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^\d{1,19}$/.test(value))
  ) {
    return BigInt(value);
  }
  throw new CallRefused('OTHER_ERROR', `${name} must be a non-negative integer`);
};

const hexBytes = (value: unknown, name: string): Uint8Array => {
  const text = typeof value === 'string' ? value.replace(/^0x/, '') : undefined;
  if (text === undefined || !/^(?:[0-9a-fA-F]{2})*$/.test(text)) {
    throw new CallRefused('OTHER_ERROR', `${name} must be hex`);
  }
  return hexToBytes(`0x${text}`);
};

/** Reads a trigger request: `function_selector` + `parameter` win over `data`, as in java-tron. */
export function readCallRequest(body: Record<string, unknown>): CallRequest {
  const address = (field: string) => {
    const value = body[field];
    if (value === undefined || value === '')
      throw new CallRefused('OTHER_ERROR', `${field} isn't set.`);
    const bytes = typeof value === 'string' ? tronAddressBytes(value) : undefined;
    if (!bytes) throw new CallRefused('OTHER_ERROR', `Invalid ${field}`);
    return bytes;
  };
  const selector = body.function_selector;
  const data =
    typeof selector === 'string' && selector !== ''
      ? Uint8Array.of(
          ...hexToBytes(keccak256(stringToBytes(selector))).slice(0, 4),
          ...hexBytes(body.parameter ?? '', 'parameter'),
        )
      : hexBytes(body.data ?? '', 'data');
  return {
    owner: address('owner_address'),
    contract: address('contract_address'),
    data,
    callValue: integer(body.call_value, 'call_value'),
    feeLimit: integer(body.fee_limit, 'fee_limit'),
  };
}

/** A transaction on the ledger's latest block, made now. */
export async function newRawTransaction(
  rpcUrl: string,
  now: number,
  contract: TronContract,
  feeLimit: bigint,
  expiresInMs = DEFAULT_EXPIRATION_MS,
): Promise<TronRawTransaction> {
  const head = await evmBlock(rpcUrl, 'latest');
  if (!head) throw new CallRefused('OTHER_ERROR', 'The ledger has no block yet');
  return {
    ...refBlockOf(head),
    expiration: BigInt(now + expiresInMs),
    timestamp: BigInt(now),
    feeLimit: contract.type === 'TriggerSmartContract' ? feeLimit : 0n,
    memo: new Uint8Array(),
    contract,
  };
}

/** The unsigned transaction as the builders answer it. */
export function unsignedJson(raw: TronRawTransaction, visible: boolean): Record<string, unknown> {
  const bytes = encodeRaw(raw);
  return {
    visible,
    txID: txIdOf(bytes),
    raw_data: rawToJson(raw, visible),
    raw_data_hex: bytesToHex(bytes).slice(2),
  };
}

export async function assertContract(rpcUrl: string, contract: Uint8Array): Promise<void> {
  const code = await anvilRpc<string>(rpcUrl, 'eth_getCode', [toEvmAddress(contract), 'latest']);
  if (code === '0x')
    throw new CallRefused('CONTRACT_VALIDATE_ERROR', 'Smart contract is not exist.');
}

/** A call as anvil's `callTracer` shows it, with its logs (`withLog`). */
interface CallFrame {
  gasUsed: Hex;
  output?: Hex;
  error?: string;
  calls?: CallFrame[];
  /** `position`: how many of the frame's calls came before the log. */
  logs?: Array<{ address: Hex; topics: Hex[]; data: Hex; position?: Hex | number }>;
}

/**
 * The logs a call left, in the order they were emitted (a frame's own logs between its calls by
 * `position`), as java-tron's `TransactionInfo.Log` prints them: 20-byte address without Tron's
 * 41, topics and data as hex. A call that failed left none (its state and logs are undone).
 */
function frameLogs(frame: CallFrame): TronLog[] {
  if (frame.error !== undefined) return [];
  const calls = frame.calls ?? [];
  const own = frame.logs ?? [];
  const logs: TronLog[] = [];
  for (let i = 0; i <= calls.length; i++) {
    for (const log of own) {
      if (Number(log.position ?? calls.length) === i) logs.push(asTronLog(log));
    }
    const call = calls[i];
    if (call) logs.push(...frameLogs(call));
  }
  return logs;
}

/** `/wallet/triggerconstantcontract`'s answer. */
export async function constantCall(
  rpcUrl: string,
  now: number,
  request: CallRequest,
  visible: boolean,
): Promise<Record<string, unknown>> {
  await assertContract(rpcUrl, request.contract);
  const trace = await anvilRpc<CallFrame>(rpcUrl, 'debug_traceCall', [
    {
      from: toEvmAddress(request.owner),
      to: toEvmAddress(request.contract),
      data: bytesToHex(request.data),
      value: request.callValue,
    },
    'latest',
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ]);
  const base = intrinsicGas(request.data);
  const gasUsed = BigInt(trace.gasUsed);
  const contract: TronContract = { type: 'TriggerSmartContract', ...request };
  const raw = await newRawTransaction(rpcUrl, now, contract, 0n);
  const reverted = trace.error !== undefined;
  const message = trace.error?.includes('revert') ? 'REVERT opcode executed' : trace.error;
  const logs = reverted ? [] : frameLogs(trace);
  return {
    result: reverted
      ? { result: true, message: visible ? message : stringToHex(message ?? '').slice(2) }
      : { result: true },
    energy_used: gasUsed > base ? gasUsed - base : 0n,
    constant_result: [(trace.output ?? '0x').slice(2)],
    ...(logs.length > 0 ? { logs } : {}),
    transaction: { ret: [reverted ? { ret: 'FAILED' } : {}], ...unsignedJson(raw, visible) },
  };
}

/** `/wallet/getaccount`: `{}` for an account the ledger has never seen. */
export async function accountJson(
  rpcUrl: string,
  address: Uint8Array,
  visible: boolean,
): Promise<Record<string, unknown>> {
  const evm = toEvmAddress(address);
  const [balance, nonce] = await Promise.all([
    anvilRpc<Hex>(rpcUrl, 'eth_getBalance', [evm, 'latest']),
    anvilRpc<Hex>(rpcUrl, 'eth_getTransactionCount', [evm, 'latest']),
  ]);
  if (BigInt(balance) === 0n && BigInt(nonce) === 0n) return {};
  return {
    address: formatAddress(address, visible),
    ...(BigInt(balance) > 0n ? { balance: BigInt(balance) } : {}),
  };
}
