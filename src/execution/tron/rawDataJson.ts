import { bytesToHex } from 'viem';
import type { TronContract, TronRawTransaction } from './rawTransaction';
import { tronBase58 } from './tronAddress';

type ReadContract = Exclude<TronContract, { type: 'other' }>;

/**
 * `raw_data` as java-tron prints it, rebuilt from the bytes the wallet signs: what a wallet such
 * as TronLink shows is then derived from what it signs, never the payload's own JSON (which
 * could say anything in a field no check reads: `call_token_value`, `token_id`,
 * `Permission_id`, `type_url`). Zero amounts and empty bytes are left out, as java-tron does;
 * addresses are base58 when `visible`, else `41…` hex.
 */
export function rawDataJson(
  raw: TronRawTransaction,
  contract: ReadContract,
  visible: boolean,
): Record<string, unknown> {
  const address = (bytes: Uint8Array) => (visible ? tronBase58(bytes) : hex(bytes));
  const value =
    contract.type === 'TriggerSmartContract'
      ? {
          ...(contract.data.length > 0 ? { data: hex(contract.data) } : {}),
          owner_address: address(contract.owner),
          contract_address: address(contract.contract),
          ...amount('call_value', contract.callValue),
          ...amount('call_token_value', contract.callTokenValue),
          ...amount('token_id', contract.tokenId),
        }
      : {
          ...amount('amount', contract.amount),
          owner_address: address(contract.owner),
          to_address: address(contract.to),
        };
  const memo = visible ? new TextDecoder().decode(raw.memo) : hex(raw.memo);
  return {
    contract: [
      {
        parameter: { value, type_url: `type.googleapis.com/protocol.${contract.type}` },
        type: contract.type,
      },
    ],
    ref_block_bytes: hex(raw.refBlockBytes),
    ref_block_hash: hex(raw.refBlockHash),
    ...amount('expiration', raw.expiration),
    ...(raw.memo.length > 0 ? { data: memo } : {}),
    ...amount('fee_limit', raw.feeLimit),
    ...amount('timestamp', raw.timestamp),
  };
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);

/** A JSON number as java-tron writes an int64; digits past 2^53 as a string, never rounded. */
function amount(name: string, value: bigint): Record<string, number | string> {
  if (value === 0n) return {};
  return { [name]: value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString() };
}
