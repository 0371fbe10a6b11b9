import { bytesToHex, encodeFunctionData, erc20Abi, type Hex, hexToBytes } from 'viem';
import { approveAbi } from '../abis';
import { tronBytes } from '../addresses';
import { TRON_DEPLOY_ORDER } from '../catalog/deployment';
import type { TronRawTransaction } from '../chains/tron/transaction';
import type { Tampering } from '../faults';
import { decodeApproveCall } from '../status/approvalCall';
import { TAMPER_EVM_ADDRESS } from './tamper';
import type { PayloadInput } from './types';

/**
 * The Tron payload tamperings of fault injection (`tamperNextTx`, faults.ts): each changes one
 * thing of the unsigned transaction the widget must check before a wallet is asked (the owner,
 * the contract, `call_value`, an approval's spender, `fee_limit`, the expiration, the call itself
 * as a transfer of a token the route does not use; `txId` is done by the caller, on the id), and
 * keeps it a transaction the ledger could run, encoded as the
 * sandbox encodes any, so only the widget's checks can refuse it.
 */

/** One TRX in sun, added by `value`. */
const ONE_TRX = 1_000_000n;
/** 1,000 of a 6-decimal TRC-20: what `tronForeignTransfer` sends away. */
const FOREIGN_TRANSFER = 1_000_000_000n;
/** 1000 TRX: far over what a swap burns, under java-tron's own maximum. */
const TAMPERED_FEE_LIMIT = 1_000_000_000n;

type Trigger = Extract<TronRawTransaction['contract'], { type: 'TriggerSmartContract' }>;

export function tamperTronRaw(
  raw: TronRawTransaction,
  tampering: Tampering,
  input: PayloadInput,
): TronRawTransaction {
  const c = raw.contract as Trigger;
  const withContract = (patch: Partial<Trigger>) => ({ ...raw, contract: { ...c, ...patch } });
  const { step, plan, deployment, stored } = input;
  switch (tampering) {
    case 'sender':
      return withContract({ owner: hexToBytes(`0x41${TAMPER_EVM_ADDRESS.slice(2)}`) });
    case 'spender':
      return withContract({
        data: hexToBytes(
          encodeFunctionData({
            abi: approveAbi,
            functionName: 'approve',
            args: [TAMPER_EVM_ADDRESS, plan.approvalAmount ?? BigInt(step.inputAmount)],
          }),
        ),
      });
    case 'value':
      return withContract({ callValue: c.callValue + ONE_TRX });
    case 'target': {
      const other = step.stepType === 'swap' ? deployment.tron.bridge : deployment.tron.router;
      return withContract({ contract: tronBytes(other) ?? c.contract });
    }
    case 'feeLimit':
      return { ...raw, feeLimit: TAMPERED_FEE_LIMIT };
    case 'tronExpired':
      return { ...raw, expiration: BigInt(Math.min(input.now, Date.now()) - 60_000) };
    case 'txId':
      return raw;
    case 'tronForeignTransfer': {
      const used = stored.route.steps.flatMap((s) => [s.from.address, s.to.address]);
      const foreign = TRON_DEPLOY_ORDER.map((symbol) => deployment.tron.tokens[symbol]).find(
        (token) => !used.includes(token),
      );
      return withContract({
        contract: (foreign ? tronBytes(foreign) : null) ?? c.contract,
        callValue: 0n,
        data: hexToBytes(
          encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [TAMPER_EVM_ADDRESS, FOREIGN_TRANSFER],
          }),
        ),
      });
    }
    default:
      throw new Error(`${tampering} is not a Tron tampering`);
  }
}

/** Another 64-digit id than `txID`: its last digit changed. */
export function otherTxId(txID: string): string {
  return `${txID.slice(0, -1)}${txID.endsWith('0') ? '1' : '0'}`;
}

/** An approval's spender, 20-byte lower-case hex, as the routes store keeps it. */
export function approvedSpender(data: Uint8Array): string {
  return (decodeApproveCall(bytesToHex(data))?.spender ?? '').toLowerCase() as Hex;
}
