import { bytesToHex } from 'viem';
import type { TronRawTransaction } from './rawTransaction';
import { tronAddressBytes } from './tronAddress';

/**
 * `raw_data`, the JSON a Tron payload may carry beside `raw_data_hex`, is what a wallet such as
 * TronLink shows; the bytes are what it signs. So when it comes, it must say what the bytes say,
 * field by field. Answers the first field that differs (`raw_data.fee_limit`), else undefined.
 */
export function rawDataMismatch(
  json: unknown,
  raw: TronRawTransaction,
  visible: boolean,
): string | undefined {
  const o = asRecord(json);
  if (!o) return 'raw_data';
  const contracts = o.contract;
  const [contract] = raw.contracts;
  if (!Array.isArray(contracts) || contracts.length !== raw.contracts.length || !contract) {
    return 'raw_data.contract';
  }
  const entry = asRecord(contracts[0]);
  const value = asRecord(asRecord(entry?.parameter)?.value);
  if (!entry || !value || entry.type !== contract.type) return 'raw_data.contract[0].type';
  const expected: [string, unknown, string | bigint][] =
    contract.type === 'TriggerSmartContract'
      ? [
          ['owner_address', value.owner_address, hex(contract.owner)],
          ['contract_address', value.contract_address, hex(contract.contract)],
          ['call_value', value.call_value, contract.callValue],
          ['data', value.data, hex(contract.data)],
        ]
      : contract.type === 'TransferContract'
        ? [
            ['owner_address', value.owner_address, hex(contract.owner)],
            ['to_address', value.to_address, hex(contract.to)],
            ['amount', value.amount, contract.amount],
          ]
        : [];
  for (const [name, given, want] of expected) {
    const same = name.endsWith('_address') ? sameAddress(given, want) : sameField(given, want);
    if (!same) return `raw_data.contract[0].parameter.value.${name}`;
  }
  const memo = visible && typeof o.data === 'string' ? text(o.data) : o.data;
  const top: [string, unknown, string | bigint][] = [
    ['ref_block_bytes', o.ref_block_bytes, hex(raw.refBlockBytes)],
    ['ref_block_hash', o.ref_block_hash, hex(raw.refBlockHash)],
    ['expiration', o.expiration, raw.expiration],
    ['timestamp', o.timestamp, raw.timestamp],
    ['fee_limit', o.fee_limit, raw.feeLimit],
    ['data', memo, hex(raw.memo)],
  ];
  return top.find(([, given, want]) => !sameField(given, want))?.[0].replace(/^/, 'raw_data.');
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);
const text = (memo: string) => hex(new TextEncoder().encode(memo));

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;

/** java-tron leaves out a zero amount and empty bytes. */
function sameField(given: unknown, want: string | bigint): boolean {
  if (typeof want === 'bigint') {
    if (given === undefined) return want === 0n;
    const exact =
      (typeof given === 'number' && Number.isSafeInteger(given)) ||
      (typeof given === 'string' && /^\d{1,20}$/.test(given));
    return exact && BigInt(given as number | string) === want;
  }
  if (given === undefined) return want === '';
  return typeof given === 'string' && given.toLowerCase() === want;
}

function sameAddress(given: unknown, want: string | bigint): boolean {
  const bytes = typeof given === 'string' ? tronAddressBytes(given) : undefined;
  return bytes !== undefined && hex(bytes) === want;
}
