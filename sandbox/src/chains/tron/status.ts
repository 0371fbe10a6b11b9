/**
 * What the sandbox's `/status` asks of the Tron ledger, by txID: the transaction's outcome (its
 * contract result, then, through the anvil transaction that carried it out, the router's output
 * or the bridge delivery, as on the EVM chains) and what it is (owner, contract, calldata,
 * call_value), with the chain's tokens named the Tron way.
 */
import { bytesToHex, decodeErrorResult, type Hex } from 'viem';
import { type ChainTxOutput, type ChainTxStatus, getChainTxStatus } from '../chainStatus';
import { NATIVE_ADDRESS } from '../evm/deploy';
import type { SettlementContext } from '../settlement';
import { formatAddress, fromEvmAddress } from './address';
import type { TronLedger } from './ledger';

/** Tron's facts of a transaction, addresses in base58. */
export interface TronTxFacts {
  kind: 'tron';
  owner: string;
  /** The contract called, or a TRX transfer's recipient. */
  to: string;
  /** Calldata, 0x hex (`0x` for a TRX transfer). */
  data: string;
  /** Sun sent: `call_value`, or a transfer's amount. */
  value: bigint;
}

/** TRX as Tron's tools name it: the base58 of the zero address. */
const TRX_ADDRESS = formatAddress(Uint8Array.of(0x41, ...new Uint8Array(20)), true);

/** A token of the ledger's anvil (0x hex, all-`e` for TRX) as Tron writes it. */
function tronToken(evmToken: string): string {
  if (evmToken.toLowerCase() === NATIVE_ADDRESS.toLowerCase()) return TRX_ADDRESS;
  return formatAddress(fromEvmAddress(evmToken as Hex), true);
}

/** An output paid on the Tron ledger, its token in base58. */
export function tronOutput(output: ChainTxOutput, tronChain: string): ChainTxOutput {
  return output.chain === tronChain ? { ...output, token: tronToken(output.token) } : output;
}

function revertReason(data: string): string | undefined {
  try {
    const decoded = decodeErrorResult({ abi: [], data: `0x${data}` });
    return decoded.args?.map(String).join(', ');
  } catch {
    return undefined;
  }
}

export async function tronTxStatus(
  ctx: SettlementContext,
  ledger: TronLedger,
  chain: string,
  txId: string,
): Promise<ChainTxStatus> {
  const record = ledger.get(txId);
  if (!record) return { chain, txHash: txId, state: 'NOT_FOUND' };
  if (record.ret !== 'SUCCESS') {
    const why = record.ret === 'REVERT' ? revertReason(record.contractResult) : undefined;
    return { chain, txHash: txId, state: 'FAILED', reason: why ? `REVERT: ${why}` : record.ret };
  }
  const onAnvil = await getChainTxStatus(ctx, chain, record.evmHash);
  return {
    ...onAnvil,
    txHash: txId,
    ...(onAnvil.output ? { output: tronOutput(onAnvil.output, chain) } : {}),
  };
}

export function tronTxFacts(ledger: TronLedger, txId: string): TronTxFacts | undefined {
  const record = ledger.get(txId);
  if (!record) return undefined;
  const c = record.raw.contract;
  return c.type === 'TriggerSmartContract'
    ? {
        kind: 'tron',
        owner: formatAddress(c.owner, true),
        to: formatAddress(c.contract, true),
        data: bytesToHex(c.data),
        value: c.callValue,
      }
    : {
        kind: 'tron',
        owner: formatAddress(c.owner, true),
        to: formatAddress(c.to, true),
        data: '0x',
        value: c.amount,
      };
}
