import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Asset, Fee, Step, TxnEvm } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import { encodeApprove } from './approval';
import { checkEvmPayload, type EvmPayloadContext, nativeAllowance } from './checkEvmPayload';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EVIL = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const USDC = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const asset = (address: string, symbol: string): Asset => ({
  chainId: '31337',
  address,
  decimals: symbol === 'ETH' ? 18 : 6,
  symbol,
  isNative: address === NATIVE,
  isPopular: false,
  isEnabled: true,
  isFlagged: false,
  blockchain: 'Sandbox Ethereum',
  lastPrice: 1,
});
const step = (type: Step['stepType'], from: Asset, to: Asset, inputAmount: bigint): Step => ({
  stepId: type,
  stepType: type,
  protocolsUsed: [],
  from,
  to,
  inputAmount,
  outputAmount: inputAmount,
  fees: [],
});
const usdc = asset(USDC, 'USDC');
const eth = asset(NATIVE, 'ETH');
const approvalStep = step('approval', usdc, usdc, 250n);
const swapStep = step('swap', usdc, eth, 250n);
const approveTxn = (spender: string, extra: Partial<TxnEvm> = {}): TxnEvm => ({
  to: USDC,
  value: 0n,
  data: encodeApprove(spender, maxUint256),
  chainId: 31337,
  from: USER,
  ...extra,
});
const swapTxn = (extra: Partial<TxnEvm> = {}): TxnEvm => ({
  to: ROUTER,
  value: 0n,
  data: '0x12345678',
  chainId: 31337,
  from: USER,
  ...extra,
});

function ruleBroken(ctx: EvmPayloadContext): string | undefined {
  try {
    checkEvmPayload(ctx);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeTransactionError);
    return (error as UnsafeTransactionError).rule;
  }
}

describe('EVM payload checks before the wallet is asked', () => {
  it('passes an approval of the spent token to the contract that spends it', () => {
    expect(
      checkEvmPayload({
        step: approvalStep,
        txn: approveTxn(ROUTER),
        account: USER,
        spendingTarget: ROUTER,
      }),
    ).toEqual({ kind: 'approval', chainId: 31337, token: USDC, spender: ROUTER });
  });

  it('passes a swap from the wallet to the known router', () => {
    expect(
      checkEvmPayload({ step: swapStep, txn: swapTxn(), account: USER, knownTarget: ROUTER }),
    ).toMatchObject({ kind: 'call', to: ROUTER, value: 0n });
  });

  it.each<[string, EvmPayloadContext, string]>([
    [
      'an approval to another spender',
      { step: approvalStep, txn: approveTxn(EVIL), account: USER, spendingTarget: ROUTER },
      'spender',
    ],
    [
      'an approval whose spender cannot be checked',
      { step: approvalStep, txn: approveTxn(ROUTER), account: USER },
      'spender',
    ],
    [
      'an approval of another token',
      {
        step: approvalStep,
        txn: approveTxn(ROUTER, { to: EVIL }),
        account: USER,
        spendingTarget: ROUTER,
      },
      'approval-token',
    ],
    [
      'an approval that is a transfer',
      {
        step: approvalStep,
        txn: approveTxn(ROUTER, { data: '0xa9059cbb' }),
        account: USER,
        spendingTarget: ROUTER,
      },
      'approval-calldata',
    ],
    [
      'an approval with native value',
      {
        step: approvalStep,
        txn: approveTxn(ROUTER, { value: 1n }),
        account: USER,
        spendingTarget: ROUTER,
      },
      'value',
    ],
    [
      'a payload from another sender',
      { step: swapStep, txn: swapTxn({ from: OTHER }), account: USER },
      'sender',
    ],
    [
      'a payload for another chain',
      { step: swapStep, txn: swapTxn({ chainId: 1 }), account: USER },
      'chain',
    ],
    [
      'native value on an ERC-20 swap',
      { step: swapStep, txn: swapTxn({ value: 1n }), account: USER },
      'value',
    ],
    [
      'more native value than the step spends',
      { step: step('swap', eth, usdc, 1000n), txn: swapTxn({ value: 1001n }), account: USER },
      'value',
    ],
    [
      'a target that changed mid-route',
      { step: swapStep, txn: swapTxn({ to: EVIL }), account: USER, knownTarget: ROUTER },
      'target-changed',
    ],
  ])('refuses %s', (_, ctx, rule) => {
    expect(ruleBroken(ctx)).toBe(rule);
  });

  it('allows native fees the step pays from the wallet on top of an ERC-20 input', () => {
    const bridge: Step = {
      ...step('bridge', usdc, usdc, 250n),
      fees: [
        {
          type: 'PROVIDER',
          rawType: 'PROVIDER',
          token: eth,
          amount: 7n,
          source: 'FROM_SOURCE_WALLET',
        },
      ],
    };
    expect(
      ruleBroken({ step: bridge, txn: swapTxn({ value: 7n }), account: USER }),
    ).toBeUndefined();
    expect(ruleBroken({ step: bridge, txn: swapTxn({ value: 8n }), account: USER })).toBe('value');
  });

  it('counts native fees without a source (as routes carry them), but never gas or fees taken from the amounts', () => {
    const feeOf = (type: Fee['type'], amount: bigint, source?: Fee['source']): Fee => ({
      type,
      rawType: type,
      token: eth,
      amount,
      ...(source ? { source } : {}),
    });
    const bridge: Step = {
      ...step('bridge', usdc, usdc, 250n),
      fees: [
        feeOf('PROVIDER', 5n),
        feeOf('SERVICE', 2n),
        feeOf('NETWORK', 1_000n),
        feeOf('INTEGRATOR', 300n, 'FROM_INPUT_AMOUNT'),
        feeOf('PROVIDER', 400n, 'FROM_OUTPUT_AMOUNT'),
      ],
    };
    expect(nativeAllowance(bridge)).toBe(7n);
    expect(
      ruleBroken({ step: bridge, txn: swapTxn({ value: 7n }), account: USER }),
    ).toBeUndefined();
    expect(ruleBroken({ step: bridge, txn: swapTxn({ value: 8n }), account: USER })).toBe('value');
  });

  it('says in words that nothing was signed', () => {
    try {
      checkEvmPayload({
        step: approvalStep,
        txn: approveTxn(EVIL),
        account: USER,
        spendingTarget: ROUTER,
      });
    } catch (error) {
      expect((error as UnsafeTransactionError).shortMessage).toMatchInlineSnapshot(
        `"The approval would let another contract spend your tokens than the one that swaps them. Nothing was signed."`,
      );
    }
  });
});
