import { bytesToHex, encodeFunctionData, erc20Abi, type Hex, hexToBytes, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { ProtoWriter } from '../../../sandbox/src/chains/tron/protobuf';
import { encodeRaw, type TronContract, txIdOf } from '../../../sandbox/src/chains/tron/transaction';
import type { TxnTron } from '../../api/types';
import {
  approvalStep,
  approveTxn,
  EVIL,
  NOW,
  OTHER,
  payload,
  ROUTER,
  raw,
  swapStep,
  swapTxn,
  T,
  trigger,
  trxSwapStep,
  USDT,
  USER,
  withTrc10,
} from '../../test/tronPayloads';
import { UnsafeTransactionError } from '../errors';
import { encodeApprove } from '../evm/approval';
import {
  checkTronTransaction,
  TRON_FEE_LIMIT_CAP,
  type TronPayloadContext,
  tronPayloadTarget,
} from './checkTronTransaction';

const approvalCtx = (txn: TxnTron, extra: Partial<TronPayloadContext> = {}) => ({
  step: approvalStep,
  txn,
  account: T(USER),
  spendingTarget: T(ROUTER),
  approvalAmount: 250n,
  now: NOW,
  ...extra,
});
const swapCtx = (txn: TxnTron, extra: Partial<TronPayloadContext> = {}) => ({
  step: swapStep,
  txn,
  account: T(USER),
  now: NOW,
  ...extra,
});

function ruleBroken(ctx: TronPayloadContext): string | undefined {
  try {
    checkTronTransaction(ctx);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeTransactionError);
    return (error as UnsafeTransactionError).rule;
  }
}

describe('Tron payload checks before the wallet is asked', () => {
  it('passes the approval and the swap the sandbox hands out', () => {
    const approval = checkTronTransaction(approvalCtx(approveTxn()));
    expect(approval).toMatchObject({ kind: 'approval', target: T(USDT), owner: T(USER) });
    const swap = checkTronTransaction(swapCtx(swapTxn(), { knownTarget: T(ROUTER) }));
    expect(swap).toMatchObject({ kind: 'call', target: T(ROUTER), callValue: 0n });
    expect(swap.txID).toBe(swapTxn().txID);
    const trxIn = swapTxn({ callValue: 1_000n } as Partial<TronContract>);
    expect(ruleBroken(swapCtx(trxIn, { step: trxSwapStep }))).toBeUndefined();
  });

  it('reads the spec spelling raw_data_dex alone, and refuses two hexes that differ', () => {
    const { raw_data_hex: _, ...dexOnly } = swapTxn();
    expect(ruleBroken(swapCtx(dexOnly))).toBeUndefined();
    const other = swapTxn({ data: hexToBytes('0x87654321') } as Partial<TronContract>);
    const both = { ...swapTxn(), raw_data_dex: other.raw_data_hex };
    expect(ruleBroken(swapCtx(both))).toBe('tron-encoding');
    const { raw_data_hex: __, raw_data_dex: ___, ...none } = swapTxn();
    expect(ruleBroken(swapCtx(none))).toBe('tron-encoding');
  });

  it('refuses a txID that is not the sha256 of the bytes', () => {
    const txn = { ...swapTxn(), txID: swapTxn({ callValue: 5n } as Partial<TronContract>).txID };
    expect(ruleBroken(swapCtx(txn))).toBe('tron-tx-id');
  });

  it('refuses bytes it cannot read whole, or with a field it does not read', () => {
    const good = swapTxn();
    const truncated = good.raw_data_hex?.slice(0, -4) ?? '';
    expect(ruleBroken(swapCtx(withHex(good, truncated, true)))).toBe('tron-encoding');
    // `auths` (field 9): a field the widget does not read is not signed unread.
    const extra = `${good.raw_data_hex}${bytesToHex(new ProtoWriter().bytes(9, Uint8Array.of(1)).finish()).slice(2)}`;
    expect(ruleBroken(swapCtx(withHex(good, extra, true)))).toBe('tron-encoding');
  });

  it('gives the wallet raw_data rebuilt from the bytes it signs, whatever the payload says', () => {
    const good = swapTxn();
    const rebuilt = checkTronTransaction(swapCtx(good)).rawData;
    // What the sandbox (java-tron's printing) writes for these bytes.
    expect(rebuilt).toEqual(JSON.parse(JSON.stringify(good.raw_data)));
    // A raw_data that says more than the bytes, in fields no check read: not what is shown.
    const json = structuredClone(good.raw_data) as {
      contract: [
        {
          Permission_id?: number;
          parameter: Record<string, unknown> & { value: Record<string, unknown> };
        },
      ];
    };
    json.contract[0].parameter.value.call_token_value = 1_000;
    json.contract[0].parameter.value.token_id = 1_000_001;
    json.contract[0].Permission_id = 2;
    json.contract[0].parameter.type_url = 'type.googleapis.com/protocol.TransferAssetContract';
    json.contract[0].parameter.value.contract_address = bytesToHex(EVIL).slice(2);
    expect(checkTronTransaction(swapCtx({ ...good, raw_data: json })).rawData).toEqual(rebuilt);
    const { raw_data: _, ...withoutJson } = good;
    expect(checkTronTransaction(swapCtx(withoutJson)).rawData).toEqual(rebuilt);
    // Bytes that send a TRC-10 token with the call: the JSON shown says so.
    const bytes = withTrc10(raw(trigger(ROUTER, '0x12345678')), 1_000n, 1_000_001n);
    const withToken = checkTronTransaction(
      swapCtx(withHex(good, bytesToHex(bytes).slice(2), true), { knownTarget: T(ROUTER) }),
    );
    expect(withToken.rawData).toMatchObject({
      contract: [
        {
          type: 'TriggerSmartContract',
          parameter: {
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            value: { call_token_value: 1_000, token_id: 1_000_001 },
          },
        },
      ],
    });
    expect(withToken).toMatchObject({ callTokenValue: 1_000n, tokenId: 1_000_001n });
  });

  it('refuses anything but exactly one call or TRX transfer', () => {
    const good = swapTxn();
    const contract = contractField();
    expect(ruleBroken(swapCtx(withHex(good, good.raw_data_hex + contract, true)))).toBe(
      'tron-contract-type',
    );
    const freeze = new ProtoWriter()
      .uint(1, 54)
      .bytes(
        2,
        new ProtoWriter()
          .string(1, 'type.googleapis.com/protocol.FreezeBalanceV2Contract')
          .bytes(2, new ProtoWriter().bytes(1, USER).uint(2, 5n).finish())
          .finish(),
      )
      .finish();
    const r = raw(trigger(ROUTER, '0x12'));
    const bytes = new ProtoWriter()
      .bytes(1, r.refBlockBytes)
      .bytes(4, r.refBlockHash)
      .uint(8, r.expiration)
      .bytes(11, freeze)
      .uint(14, r.timestamp)
      .finish();
    expect(ruleBroken(swapCtx(withHex(good, bytesToHex(bytes).slice(2), true)))).toBe(
      'tron-contract-type',
    );
  });

  it('refuses an owner that is not the connected wallet', () => {
    const txn = swapTxn({ owner: OTHER } as Partial<TronContract>);
    expect(ruleBroken(swapCtx(txn))).toBe('sender');
  });

  it('refuses an approval to anyone but the contract of the step it unlocks', () => {
    expect(ruleBroken(approvalCtx(approveTxn(EVIL)))).toBe('spender');
    expect(ruleBroken(approvalCtx(approveTxn(), { spendingTarget: undefined }))).toBe('spender');
    // The token it spends as its own spender: its transferFrom could send it anywhere.
    const self = approvalCtx(approveTxn(USDT), { spendingTarget: T(USDT) });
    expect(ruleBroken(self)).toBe('spender-token');
  });

  it('refuses an approval of another token, or one that is no plain approve()', () => {
    const other = payload(raw(trigger(EVIL, encodeApprove(bytesToHex(ROUTER.subarray(1)), 250n))));
    expect(ruleBroken(approvalCtx(other))).toBe('approval-token');
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bytesToHex(EVIL.subarray(1)), 250n],
    });
    expect(ruleBroken(approvalCtx(payload(raw(trigger(USDT, transfer)))))).toBe(
      'approval-calldata',
    );
  });

  it('refuses an approval of another amount than the step it unlocks spends', () => {
    expect(ruleBroken(approvalCtx(approveTxn(ROUTER, maxUint256)))).toBe('approval-amount');
    expect(ruleBroken(approvalCtx(approveTxn(ROUTER, 249n)))).toBe('approval-amount');
  });

  it('refuses approval calldata whose address word has dirty upper bytes', () => {
    const plain = encodeApprove(bytesToHex(ROUTER.subarray(1)), 250n);
    // Bytes 4..16 of the first word are zero in a plain encoding.
    const dirty = `${plain.slice(0, 10)}ff${plain.slice(12)}` as Hex;
    const rule = ruleBroken(approvalCtx(payload(raw(trigger(USDT, dirty)))));
    expect(rule).toBe('approval-calldata');
  });

  it('refuses a swap that calls a token of the route, or grants an allowance', () => {
    const toToken = payload(raw(trigger(USDT, '0x12345678')));
    expect(ruleBroken(swapCtx(toToken))).toBe('token-call');
    const hidden = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [bytesToHex(EVIL.subarray(1)), maxUint256],
    });
    expect(ruleBroken(swapCtx(payload(raw(trigger(ROUTER, hidden)))))).toBe('hidden-approval');
  });

  it('refuses a swap to another contract than the one given before', () => {
    expect(
      ruleBroken(swapCtx(payload(raw(trigger(EVIL, '0x12'))), { knownTarget: T(ROUTER) })),
    ).toBe('target-changed');
  });

  it("refuses a call_value above the step's native input", () => {
    const more = swapTxn({ callValue: 1_001n } as Partial<TronContract>);
    expect(ruleBroken(swapCtx(more, { step: trxSwapStep }))).toBe('value');
    const tokenIn = swapTxn({ callValue: 1n } as Partial<TronContract>);
    expect(ruleBroken(swapCtx(tokenIn))).toBe('value');
  });

  it('refuses a fee_limit above the cap', () => {
    const txn = swapTxn({}, { feeLimit: TRON_FEE_LIMIT_CAP + 1n });
    expect(ruleBroken(swapCtx(txn))).toBe('fee-limit');
  });

  it('refuses an expired transaction, or one valid for more than a day', () => {
    expect(ruleBroken(swapCtx(swapTxn({}, { expiration: BigInt(NOW) })))).toBe('expiration');
    const far = BigInt(NOW + 25 * 3_600_000);
    expect(ruleBroken(swapCtx(swapTxn({}, { expiration: far })))).toBe('expiration');
  });

  it('checks a TRX transfer by the same rules', () => {
    const transfer = (amount: bigint) =>
      payload(raw({ type: 'TransferContract', owner: USER, to: ROUTER, amount }));
    expect(ruleBroken(swapCtx(transfer(1_000n), { step: trxSwapStep }))).toBeUndefined();
    expect(ruleBroken(swapCtx(transfer(1_001n), { step: trxSwapStep }))).toBe('value');
  });

  it('reads the contract a payload calls, for the approval before it', () => {
    expect(tronPayloadTarget(swapTxn())).toBe(T(ROUTER));
    expect(tronPayloadTarget({ txID: '', visible: false, raw_data_hex: 'zz' })).toBeUndefined();
  });

  it('says in words which rule refused, and that nothing was signed', () => {
    const txn = swapTxn({}, { feeLimit: TRON_FEE_LIMIT_CAP + 1n });
    expect(() => checkTronTransaction(swapCtx(txn))).toThrowErrorMatchingInlineSnapshot(`
      [UnsafeTransactionError: The transaction could burn more TRX for its network fee than this widget allows. Nothing was signed.

      Details: fee_limit 150000001 sun, at most 150000000
      Code: UNSAFE_TRANSACTION]
    `);
  });
});

/** The payload with other bytes (and, with `rehash`, their txID; raw_data dropped). */
function withHex(txn: TxnTron, hex: string, rehash = false): TxnTron {
  const { raw_data: _, ...rest } = txn;
  const txID = rehash ? txIdOf(hexToBytes(`0x${hex}`)) : txn.txID;
  return { ...rest, txID, raw_data_hex: hex, raw_data_dex: hex };
}

/** A `contract` field (11) alone: the swap's, to repeat it. */
function contractField(): string {
  const only = raw(trigger(ROUTER, '0x12345678'), {
    refBlockBytes: new Uint8Array(),
    refBlockHash: new Uint8Array(),
    expiration: 0n,
    timestamp: 0n,
    feeLimit: 0n,
  });
  return bytesToHex(encodeRaw(only)).slice(2);
}
