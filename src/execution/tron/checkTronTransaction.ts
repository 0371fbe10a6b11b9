import { bytesToHex, hexToBytes, sha256 } from 'viem';
import type { Asset, Step, TxnTron } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import { decodeApprove, encodeApprove } from '../evm/approval';
import { checkEvmPayload } from '../evm/checkEvmPayload';
import { rawDataJson } from './rawDataJson';
import { decodeTronRaw, type TronContract, type TronRawTransaction } from './rawTransaction';
import { tronAddressBytes, tronBase58, tronTextToEvmHex, tronToEvmHex } from './tronAddress';

/**
 * The most a transaction may let its energy burn, in sun: TronWeb's default fee limit (150 TRX).
 * A payload asking more could burn the wallet's TRX on a call that fails.
 */
export const TRON_FEE_LIMIT_CAP = 150_000_000n;
/** java-tron refuses an expiration more than a day ahead; so does the widget. */
const MAX_EXPIRATION_MS = 24 * 60 * 60_000;
/** Tron's contracts see TRX, in the route's assets, as the EVM rules' native coin. */
const EVM_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface TronPayloadContext {
  /** The step as `/createTx` gave it (already checked against the route). */
  step: Step;
  txn: TxnTron;
  /** The connected wallet (`T…`): the only owner the widget signs for. */
  account: string;
  /** For an approval: the contract the step it unlocks calls (its payload's). */
  spendingTarget?: string | undefined;
  /** For an approval: what the step it unlocks spends, the only amount approved. */
  approvalAmount?: bigint | undefined;
  /** For any other step: the contract its payload called before (a resume, a re-fetch). */
  knownTarget?: string | undefined;
  /** The assets of the route's steps, as for `checkEvmPayload`. */
  routeTokens?: readonly Pick<Asset, 'chainId' | 'address' | 'isNative'>[] | undefined;
  /** Unix ms. */
  now: number;
}

/** What the wallet will be asked to sign, once every rule passed. */
export interface CheckedTronTxn {
  kind: 'approval' | 'call';
  /** A call runs code (its effects come from its simulation); a TRX transfer only pays. */
  contractType: 'TriggerSmartContract' | 'TransferContract';
  /** 64 hex digits: sha256 of `rawDataHex`, what the wallet signs. */
  txID: string;
  rawDataHex: string;
  owner: string;
  /** The contract called (or, for a TRX transfer, the address paid), `T…`. */
  target: string;
  callValue: bigint;
  /** TRC-10 sent with a call (`call_token_value`), and its `token_id`: the effect check judges it. */
  callTokenValue: bigint;
  tokenId: bigint;
  /** An approval's spender (`T…`): the contract the step it unlocks calls. */
  spender?: string | undefined;
  /** An approval's amount, once it is exactly what the step it unlocks spends. */
  approvalAmount?: bigint | undefined;
  /** `0x…` calldata; undefined for a TRX transfer. */
  data: `0x${string}` | undefined;
  feeLimit: bigint;
  /** Unix ms: after it, the transaction can never land. */
  expiration: number;
  /** `raw_data` rebuilt from the bytes (`rawDataJson`): what a wallet may show. */
  rawData: Record<string, unknown>;
}

/**
 * The rules a Tron payload passes before any wallet is asked; the first broken one throws
 * `UnsafeTransactionError` and nothing is signed:
 * - `tron-encoding`: the bytes are `raw_data_hex` or the spec's `raw_data_dex` (equal if both
 *   came), and they read whole as a `Transaction.raw` with no field the widget does not read
 *   (the payload's `raw_data` is not used: what a wallet may show is rebuilt from the bytes);
 * - `tron-tx-id`: `txID` is their sha256 (the wallet signs `txID`, the chain runs the bytes);
 * - `tron-contract-type`: exactly one contract, a `TriggerSmartContract` or `TransferContract`;
 * - `sender`: its owner is the connected wallet;
 * - then the EVM rules (`checkEvmPayload`) on the call as Tron's EVM sees it (20-byte addresses,
 *   `call_value` as the value, TRX as the native coin): the approval's token, spender and
 *   calldata; no hidden approval, no call to a token of the route, at most the step's native
 *   input and wallet-paid fees as `call_value`, the target given before;
 * - `approval-amount`: an approval is signed as the service built it (the txID is fixed), so its
 *   amount must be what the step it unlocks spends and its calldata the plain re-encoding of it;
 * - `fee-limit`: at most `TRON_FEE_LIMIT_CAP`;
 * - `expiration`: in the future, and at most a day ahead.
 */
export function checkTronTransaction(ctx: TronPayloadContext): CheckedTronTxn {
  const { txn, account, now } = ctx;
  const rawDataHex = payloadHex(txn);
  const bytes = hexToBytes(`0x${rawDataHex}`);
  const txID = sha256(bytes).slice(2);
  if (txn.txID.toLowerCase() !== txID) {
    throw new UnsafeTransactionError('tron-tx-id', `txID ${txn.txID}, sha256 of the bytes ${txID}`);
  }
  const raw = readRaw(bytes);
  const contract = singleContract(raw);
  const accountBytes = tronAddressBytes(account);
  if (!accountBytes || !sameBytes(contract.owner, accountBytes)) {
    throw new UnsafeTransactionError('sender', `owner ${hexOf(contract.owner)}, wallet ${account}`);
  }
  const call = asEvmCall(contract);
  checkAsEvm(ctx, call);
  const approval =
    ctx.step.stepType === 'approval' ? checkApprovalAmount(ctx, call.data) : undefined;
  if (raw.feeLimit > TRON_FEE_LIMIT_CAP) {
    throw new UnsafeTransactionError(
      'fee-limit',
      `fee_limit ${raw.feeLimit} sun, at most ${TRON_FEE_LIMIT_CAP}`,
    );
  }
  const expiration = Number(raw.expiration);
  if (expiration <= now || expiration > now + MAX_EXPIRATION_MS) {
    throw new UnsafeTransactionError('expiration', `expiration ${expiration}, now ${now}`);
  }
  return {
    kind: ctx.step.stepType === 'approval' ? 'approval' : 'call',
    contractType: contract.type,
    txID,
    rawDataHex,
    owner: tronBase58(contract.owner),
    target: tronBase58(call.targetBytes),
    ...(approval ? { spender: approval.spender, approvalAmount: approval.amount } : {}),
    callValue: call.value,
    callTokenValue: contract.type === 'TriggerSmartContract' ? contract.callTokenValue : 0n,
    tokenId: contract.type === 'TriggerSmartContract' ? contract.tokenId : 0n,
    data: call.data,
    feeLimit: raw.feeLimit,
    expiration,
    rawData: rawDataJson(raw, contract, txn.visible),
  };
}

/** `raw_data_hex`, or `raw_data_dex` (routing-api §2.8's spelling); equal when both came. */
function payloadHex(txn: TxnTron): string {
  const { raw_data_hex: hex, raw_data_dex: dex } = txn;
  if (hex !== undefined && dex !== undefined && hex.toLowerCase() !== dex.toLowerCase()) {
    throw new UnsafeTransactionError('tron-encoding', 'raw_data_hex and raw_data_dex differ');
  }
  const given = hex ?? dex;
  if (!given || !/^(?:[0-9a-fA-F]{2})+$/.test(given)) {
    throw new UnsafeTransactionError('tron-encoding', 'no raw_data_hex of whole bytes');
  }
  return given.toLowerCase();
}

function readRaw(bytes: Uint8Array): TronRawTransaction {
  try {
    return decodeTronRaw(bytes);
  } catch (error) {
    throw new UnsafeTransactionError('tron-encoding', `raw_data_hex: ${(error as Error).message}`);
  }
}

function singleContract(raw: TronRawTransaction): Exclude<TronContract, { type: 'other' }> {
  const [contract] = raw.contracts;
  if (raw.contracts.length !== 1 || !contract || contract.type === 'other') {
    const types = raw.contracts.map((c) => (c.type === 'other' ? c.typeUrl : c.type));
    throw new UnsafeTransactionError('tron-contract-type', `contracts: [${types.join(', ')}]`);
  }
  return contract;
}

interface TronCall {
  targetBytes: Uint8Array;
  value: bigint;
  data: `0x${string}` | undefined;
}

function asEvmCall(contract: Exclude<TronContract, { type: 'other' }>): TronCall {
  const targetBytes = contract.type === 'TransferContract' ? contract.to : contract.contract;
  if (!tronAddressBytes(hexOf(targetBytes))) {
    throw new UnsafeTransactionError('target-changed', `target ${hexOf(targetBytes)}`);
  }
  return contract.type === 'TransferContract'
    ? { targetBytes, value: contract.amount, data: undefined }
    : {
        targetBytes,
        value: contract.callValue,
        data: contract.data.length > 0 ? bytesToHex(contract.data) : undefined,
      };
}

/** The EVM rules, on the route's Tron addresses as 20-byte hex and TRX as the native coin. */
function checkAsEvm(ctx: TronPayloadContext, call: TronCall): void {
  const chainId = ctx.step.from.chainId;
  const asEvm = <A extends Pick<Asset, 'chainId' | 'address' | 'isNative'>>(asset: A): A => {
    if (asset.chainId !== chainId) return asset;
    const hex = tronTextToEvmHex(asset.address);
    const native = asset.isNative || /^0x0{40}$/.test(hex ?? '');
    return { ...asset, address: native ? EVM_NATIVE : (hex ?? asset.address) };
  };
  const { step } = ctx;
  const evmTarget = (text: string | undefined) => text && (tronTextToEvmHex(text) ?? text);
  checkEvmPayload({
    step: {
      ...step,
      from: asEvm(step.from),
      to: asEvm(step.to),
      fees: step.fees.map((fee) => ({ ...fee, token: asEvm(fee.token) })),
    },
    txn: { to: tronToEvmHex(call.targetBytes), value: call.value, data: call.data },
    account: tronTextToEvmHex(ctx.account) ?? ctx.account,
    spendingTarget: evmTarget(ctx.spendingTarget),
    knownTarget: evmTarget(ctx.knownTarget),
    routeTokens: ctx.routeTokens?.map(asEvm),
  });
}

/** The approval's spender (`T…`) and amount, once its amount and encoding passed. */
function checkApprovalAmount(
  ctx: TronPayloadContext,
  data: `0x${string}` | undefined,
): { spender: string; amount: bigint } {
  const approval = decodeApprove(data);
  if (!approval) throw new UnsafeTransactionError('approval-calldata', 'calldata is not approve()');
  if (ctx.approvalAmount === undefined || approval.amount !== ctx.approvalAmount) {
    throw new UnsafeTransactionError(
      'approval-amount',
      `approves ${approval.amount}, the step it unlocks spends ${ctx.approvalAmount ?? 'unknown'}`,
    );
  }
  if (encodeApprove(approval.spender, approval.amount) !== data?.toLowerCase()) {
    throw new UnsafeTransactionError('approval-calldata', 'calldata is not a plain approve()');
  }
  return {
    spender: tronBase58(Uint8Array.of(0x41, ...hexToBytes(approval.spender))),
    amount: approval.amount,
  };
}

const hexOf = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);
const sameBytes = (a: Uint8Array, b: Uint8Array) => hexOf(a) === hexOf(b);

/** The contract a Tron payload calls (`T…`), read without judging it: an approval's spender. */
export function tronPayloadTarget(txn: TxnTron | undefined): string | undefined {
  const hex = txn?.raw_data_hex ?? txn?.raw_data_dex;
  if (!hex || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined;
  try {
    const [contract] = decodeTronRaw(hexToBytes(`0x${hex}`)).contracts;
    if (contract?.type === 'TriggerSmartContract') return tronBase58(contract.contract);
    if (contract?.type === 'TransferContract') return tronBase58(contract.to);
  } catch {
    // Not readable: no target, so the approval before it is refused.
  }
  return undefined;
}
