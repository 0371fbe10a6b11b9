import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Asset, Fee, Step, TxnEvm } from '../../api/types';
import { grantCalldata } from '../../test/grantCalldata';
import { UnsafeTransactionError } from '../errors';
import { encodeApprove } from './approval';
import { checkEvmPayload, type EvmPayloadContext, nativeAllowance } from './checkEvmPayload';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EVIL = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const USDC = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const DAI = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
const NFT = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

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

/** Calldata that lets EVIL spend the wallet's tokens, as a swap step might carry it. */
const GRANTS = grantCalldata(USER, USDC, EVIL);
const transferAll = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [EVIL, maxUint256],
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

  it.each(GRANTS)('refuses a swap step whose calldata is %s', (_, data) => {
    // Sent to the router the approval allowed, or to the token itself, or anywhere else.
    for (const to of [ROUTER, USDC, EVIL, NFT]) {
      expect(
        ruleBroken({ step: swapStep, txn: swapTxn({ to, data }), account: USER, knownTarget: to }),
      ).toBe('hidden-approval');
    }
    const bridge = step('bridge', usdc, { ...usdc, chainId: '31338' }, 250n);
    expect(ruleBroken({ step: bridge, txn: swapTxn({ data }), account: USER })).toBe(
      'hidden-approval',
    );
  });

  it('refuses a swap step that calls the token it spends, even where the approval pointed', () => {
    // `transfer(attacker, balance)` on USDC as the "swap", its approval having named USDC itself.
    expect(
      ruleBroken({
        step: swapStep,
        txn: swapTxn({ to: USDC, data: transferAll }),
        account: USER,
        knownTarget: USDC,
      }),
    ).toBe('token-call');
    expect(
      ruleBroken({ step: swapStep, txn: swapTxn({ to: USDC.toLowerCase() }), account: USER }),
    ).toBe('token-call');
  });

  it('refuses a step that calls the token it receives or another token of the route', () => {
    const toDai = step('swap', usdc, asset(DAI, 'DAI'), 250n);
    expect(ruleBroken({ step: toDai, txn: swapTxn({ to: DAI }), account: USER })).toBe(
      'token-call',
    );
    // DAI is the output of a later step of the route, on the same chain.
    const routeTokens = [usdc, eth, asset(DAI, 'DAI')];
    expect(
      ruleBroken({ step: swapStep, txn: swapTxn({ to: DAI }), account: USER, routeTokens }),
    ).toBe('token-call');
    // A token of the route on another chain is another contract: the router here may share it.
    const elsewhere = [{ ...asset(ROUTER, 'USDC'), chainId: '31338' }];
    expect(
      ruleBroken({ step: swapStep, txn: swapTxn(), account: USER, routeTokens: elsewhere }),
    ).toBeUndefined();
  });

  it.each<[string, string, EvmPayloadContext['routeTokens']]>([
    ['the token itself', USDC, undefined],
    ['the token the route ends in', DAI, [usdc, asset(DAI, 'DAI')]],
  ])(
    'refuses an approval whose spender is %s, even when the swap goes there',
    (_, spender, routeTokens) => {
      expect(
        ruleBroken({
          step: approvalStep,
          txn: approveTxn(spender),
          account: USER,
          spendingTarget: spender,
          routeTokens,
        }),
      ).toBe('spender-token');
    },
  );

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

  it('says in words what a disguised approval would have done', () => {
    const words = (ctx: EvmPayloadContext) => {
      try {
        checkEvmPayload(ctx);
      } catch (error) {
        return (error as UnsafeTransactionError).shortMessage;
      }
    };
    const approval = { step: approvalStep, account: USER, spendingTarget: USDC };
    expect(words({ ...approval, txn: approveTxn(USDC) })).toMatchInlineSnapshot(
      `"The approval would let a token contract spend your tokens instead of the contract that swaps them. Nothing was signed."`,
    );
    expect(
      words({ step: swapStep, txn: swapTxn({ data: GRANTS[0]![1] }), account: USER }),
    ).toMatchInlineSnapshot(
      `"The transaction would let someone spend your tokens, though this step is not an approval. Nothing was signed."`,
    );
    expect(
      words({ step: swapStep, txn: swapTxn({ to: USDC }), account: USER }),
    ).toMatchInlineSnapshot(
      `"The transaction calls a token of this route directly instead of the contract that swaps it. Nothing was signed."`,
    );
  });
});
