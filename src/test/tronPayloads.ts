import { bytesToHex, type Hex, hexToBytes } from 'viem';
import { fromEvmAddress, toBase58 } from '../../sandbox/src/chains/tron/address';
import { ProtoWriter } from '../../sandbox/src/chains/tron/protobuf';
import {
  encodeRaw,
  rawToJson,
  type TronContract,
  type TronRawTransaction,
  txIdOf,
} from '../../sandbox/src/chains/tron/transaction';
import type { Asset, Step, TxnTron } from '../api/types';
import { encodeApprove } from '../execution/evm/approval';

/**
 * Test data only: Tron payloads as the sandbox hands them out (its own protobuf writer), on a
 * route of USDT and TRX on the sandbox's Tron chain. USER is anvil's first account, whose key
 * (USER_KEY) signs as a Tron wallet would.
 */
export const address = (last: string): Uint8Array =>
  fromEvmAddress(`0x${last.padStart(40, '0')}` as Hex);
export const USER = address('f39fd6e51aad88f6f4ce6ab8827279cfffb92266');
export const USER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const OTHER = address('70997970c51812dc3a010c7d01b50e0d17dc79c8');
/** OTHER's key (anvil's second account): a transaction another wallet signed. */
export const OTHER_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const ROUTER = address('5fbdb2315678afecb367f032d93f642f64180aa3');
export const EVIL = address('e7f1725e7734ce288f8367e1bb143e90bb3f0512');
export const USDT = address('9fe46736679d2d9a65f0992f2272de9f3c7fa6e0');
export const TRX = address('0');
export const T = toBase58;
export const NOW = 1_800_000_000_000;

export const tronAsset = (bytes: Uint8Array, symbol: string): Asset => ({
  networkType: 'tron',
  chainId: '31339',
  address: T(bytes),
  decimals: 6,
  symbol,
  isNative: symbol === 'TRX',
  isPopular: false,
  isEnabled: true,
  isFlagged: false,
  blockchain: 'Sandbox Tron',
  lastPrice: 1,
});
export const tronStep = (
  type: Step['stepType'],
  from: Asset,
  to: Asset,
  inputAmount: bigint,
): Step => ({
  stepId: type,
  stepType: type,
  protocolsUsed: [],
  from,
  to,
  inputAmount,
  outputAmount: inputAmount,
  fees: [],
});
export const usdt = tronAsset(USDT, 'USDT');
export const trx = tronAsset(TRX, 'TRX');
export const approvalStep = tronStep('approval', usdt, usdt, 250n);
export const swapStep = tronStep('swap', usdt, trx, 250n);
export const trxSwapStep = tronStep('swap', trx, usdt, 1_000n);

export const raw = (contract: TronContract, extra: Partial<TronRawTransaction> = {}) => ({
  refBlockBytes: hexToBytes('0x1234'),
  refBlockHash: hexToBytes('0x0011223344556677'),
  expiration: BigInt(NOW + 60_000),
  timestamp: BigInt(NOW),
  feeLimit: 100_000_000n,
  memo: new Uint8Array(),
  contract,
  ...extra,
});
export const trigger = (
  to: Uint8Array,
  data: Hex,
  extra: Partial<TronContract> = {},
): TronContract =>
  ({
    type: 'TriggerSmartContract',
    owner: USER,
    contract: to,
    callValue: 0n,
    data: hexToBytes(data),
    ...extra,
  }) as TronContract;

/**
 * The bytes of `r`, a call, that also sends `tokenValue` of the TRC-10 token `tokenId`
 * (`call_token_value`, `token_id`: fields the sandbox never writes, nor its ledger runs).
 */
export function withTrc10(r: TronRawTransaction, tokenValue: bigint, tokenId: bigint): Uint8Array {
  const c = r.contract;
  if (c.type !== 'TriggerSmartContract') throw new Error('withTrc10 takes a call');
  const value = new ProtoWriter()
    .bytes(1, c.owner)
    .bytes(2, c.contract)
    .uint(3, c.callValue)
    .bytes(4, c.data)
    .uint(5, tokenValue)
    .uint(6, tokenId)
    .finish();
  const any = new ProtoWriter()
    .string(1, 'type.googleapis.com/protocol.TriggerSmartContract')
    .bytes(2, value)
    .finish();
  return new ProtoWriter()
    .bytes(1, r.refBlockBytes)
    .bytes(4, r.refBlockHash)
    .uint(8, r.expiration)
    .bytes(10, r.memo)
    .bytes(11, new ProtoWriter().uint(1, 31).bytes(2, any).finish())
    .uint(14, r.timestamp)
    .uint(18, r.feeLimit)
    .finish();
}

/** A payload as the sandbox hands it out: hex in both spellings, txID, raw_data. */
export function payload(r: TronRawTransaction): TxnTron {
  const bytes = encodeRaw(r);
  const hex = bytesToHex(bytes).slice(2);
  const json = JSON.parse(
    JSON.stringify(rawToJson(r, false), (_, v) => (typeof v === 'bigint' ? Number(v) : v)),
  );
  return {
    txID: txIdOf(bytes),
    visible: false,
    raw_data: json,
    raw_data_hex: hex,
    raw_data_dex: hex,
  };
}

export const approveTxn = (
  spender = ROUTER,
  amount = 250n,
  extra: Partial<TronRawTransaction> = {},
) => payload(raw(trigger(USDT, encodeApprove(bytesToHex(spender.subarray(1)), amount)), extra));
export const swapTxn = (
  extra: Partial<TronContract> = {},
  rawExtra: Partial<TronRawTransaction> = {},
) => payload(raw(trigger(ROUTER, '0x12345678', extra), rawExtra));
