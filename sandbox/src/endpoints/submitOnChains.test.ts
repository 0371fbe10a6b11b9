import { createWalletClient, decodeFunctionData, erc20Abi, type Hex, http, maxUint256 } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { Route, Step, TypedDataPayload } from '../../../src/api/types';
import { sandboxSettlementAbi } from '../../contracts/build/abis';
import { type FlowContext, setupFlowSandbox } from '../flows/flowSandbox';
import { finalStatus } from '../testing/finalStatus';

/**
 * Gasless orders (provider `tide`) on the local chains, through the widget's client: the
 * approval to the settlement contract is a transaction, the swap an EIP-712 order signed by a dev
 * key and posted with `POST /submit`; the solver fills it on chain and `/status` (no hash) goes
 * to `success` with the fill as `destTxnHash`. What `/submit` refuses (each a 400, nothing
 * filled), the same signature posted again (nothing filled twice), and the solver's refusal
 * (fault `solver`: `failed`, nothing moved, a new order then goes through) are checked on the
 * ledger.
 */
const env = setupFlowSandbox({}, 100);

interface Order {
  route: Route;
  approval: Step;
  swap: Step;
  typed: TypedDataPayload;
}

const payer = () => env.wallets.evm[3]!;
const settlement = () => env.sandbox.chains.evm[0]!.deployment.settlement;

/** A tide route USDC -> `to` on 31337, its `/createTx` steps and the swap's order. */
async function quoteOrder(ctx: FlowContext, to: string, amount: string): Promise<Order> {
  const account = payer();
  const route = await env.quoteOne(
    ctx,
    {
      fromChainId: '31337',
      fromAssetAddress: env.token('31337', 'USDC').address,
      toChainId: '31337',
      toAssetAddress: env.token('31337', to).address,
      amount: { inputAmountDisplay: amount },
      userWalletAddress: account.address,
      slippageBps: 100,
    },
    'tide',
  );
  const { steps } = await ctx.client.createTx({ routeId: route.routeId });
  const [approval, swap] = steps as [Step, Step];
  return { route, approval, swap, typed: await nextOrder(ctx, route, swap) };
}

async function nextOrder(ctx: FlowContext, route: Route, swap: Step): Promise<TypedDataPayload> {
  const next = await ctx.client.getNextTx({ routeId: route.routeId, stepId: swap.stepId });
  expect(next.txnData?.txnType).toBe('sign-typed');
  expect(next.txnData?.gasless).toBe(true);
  const signature = next.txnData?.evmSignature;
  if (signature?.kind !== 'typed') throw new Error('no typed data for the order');
  return signature.typedData;
}

/** The approval `/nextTx` hands out, sent as it is by the payer. */
async function approve(ctx: FlowContext, order: Order): Promise<void> {
  const { route, approval } = order;
  const next = await ctx.client.getNextTx({ routeId: route.routeId, stepId: approval.stepId });
  const txn = next.txnData?.txnEvm;
  if (!txn) throw new Error('no approval transaction');
  expect(decodeFunctionData({ abi: erc20Abi, data: txn.data! }).args).toEqual([
    settlement(),
    maxUint256,
  ]);
  const wallet = createWalletClient({
    account: payer(),
    chain: ctx.ledgers.viemChain('31337'),
    transport: http(),
  });
  const hash = await wallet.sendTransaction(txnCall(txn));
  await ctx.ledgers.evm('31337').waitForTransactionReceipt({ hash });
  const status = () =>
    ctx.client.getStatus({ routeId: route.routeId, stepId: approval.stepId, txnHash: hash });
  expect(await finalStatus(status)).toBe('success');
}

const txnCall = (txn: { to: string; data?: Hex; value: bigint }) => ({
  to: txn.to as Hex,
  data: txn.data,
  value: txn.value,
});

const sign = (account: PrivateKeyAccount, typed: TypedDataPayload) =>
  account.signTypedData(typed as Parameters<PrivateKeyAccount['signTypedData']>[0]);

const orderStatus = (ctx: FlowContext, order: Order) => () =>
  ctx.client.getStatus({ routeId: order.route.routeId, stepId: order.swap.stepId });

async function post(body: unknown) {
  const response = await fetch(`${env.sandbox.baseUrl}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { message: string } },
  };
}

const balance = (symbol: string, owner: string) =>
  env.ledgers.balance(env.token('31337', symbol), owner);

describe('POST /submit on the local chains', () => {
  it('fills a signed order: the approval on chain, the order without gas, the output paid', async () => {
    const ctx = env.context();
    const order = await quoteOrder(ctx, 'WETH', '250');
    const { route, swap, typed } = order;
    const account = payer();
    expect(route.steps.map((s) => s.stepType)).toEqual(['swap']);
    expect(swap.fees.filter((f) => f.type === 'NETWORK')).toEqual([]);
    expect(typed.primaryType).toBe('Order');
    expect(typed.domain).toEqual({
      name: 'Sandbox Settlement',
      version: '1',
      chainId: 31337,
      verifyingContract: settlement(),
    });
    const deadline = Number(typed.message.deadline);
    expect(deadline).toBeGreaterThan(Date.now() / 1000);
    expect({ ...typed.message, deadline: undefined, nonce: undefined }).toEqual({
      maker: account.address,
      inputToken: env.token('31337', 'USDC').address,
      inputAmount: route.inputAmount.toString(),
      outputToken: env.token('31337', 'WETH').address,
      minOutputAmount: route.minOutputAmount.toString(),
      recipient: account.address,
      deadline: undefined,
      nonce: undefined,
    });
    expect((await orderStatus(ctx, order)()).status).toBe('not-started');

    await approve(ctx, order);
    const before = {
      usdc: await balance('USDC', account.address),
      weth: await balance('WETH', account.address),
    };
    const signature = await sign(account, typed);
    const nonceBefore = await ctx.ledgers
      .evm('31337')
      .getTransactionCount({ address: account.address });
    const submitted = await ctx.client.submitSignature({
      routeId: route.routeId,
      stepId: swap.stepId,
      signedTxn: signature,
    });
    expect(submitted.status).toBe('in-progress');
    expect(await finalStatus(orderStatus(ctx, order))).toBe('success');
    const done = await orderStatus(ctx, order)();
    expect(done.srcTxnHash).toBeUndefined();
    const fill = await ctx.ledgers
      .evm('31337')
      .getTransactionReceipt({ hash: done.destTxnHash as Hex });
    expect(fill.status).toBe('success');
    expect(fill.to?.toLowerCase()).toBe(settlement().toLowerCase());

    // The service says what the fill paid, in the token ordered.
    expect(done.outputAmount).toBe(swap.outputAmount);
    expect(done.outputToken?.address).toBe(env.token('31337', 'WETH').address);
    // The solver paid what it quoted; the maker gave exactly the input and sent nothing.
    expect(before.usdc - (await balance('USDC', account.address))).toBe(route.inputAmount);
    expect((await balance('WETH', account.address)) - before.weth).toBe(swap.outputAmount);
    expect(swap.outputAmount).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(await ctx.ledgers.evm('31337').getTransactionCount({ address: account.address })).toBe(
      nonceBefore,
    );
    expect(
      await ctx.ledgers.evm('31337').readContract({
        address: settlement(),
        abi: sandboxSettlementAbi,
        functionName: 'nonceUsed',
        args: [account.address, BigInt(typed.message.nonce as string)],
      }),
    ).toBe(true);

    // Posted again (a client that lost the answer): the order's state, nothing filled twice.
    const again = await ctx.client.submitSignature({
      routeId: route.routeId,
      stepId: swap.stepId,
      signedTxn: signature,
    });
    expect(again.status).toBe('success');
    expect(again.destTxnHash).toBe(done.destTxnHash);
    expect((await balance('WETH', account.address)) - before.weth).toBe(swap.outputAmount);
    // Another order of the same step, once one is filled: refused.
    const second = await sign(account, await nextOrder(ctx, route, swap));
    const refused = await post({ routeId: route.routeId, stepId: swap.stepId, signedTxn: second });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^stepId: an order was already submitted/);
  });

  it('pays a native output to the recipient', async () => {
    const ctx = env.context();
    const order = await quoteOrder(ctx, 'ETH', '90');
    await approve(ctx, order);
    const account = payer();
    const before = await env.ledgers.balance(order.route.to, account.address);
    await ctx.client.submitSignature({
      routeId: order.route.routeId,
      stepId: order.swap.stepId,
      signedTxn: await sign(account, order.typed),
    });
    expect(await finalStatus(orderStatus(ctx, order))).toBe('success');
    // No gas for the order: the balance grows by exactly the output.
    expect((await env.ledgers.balance(order.route.to, account.address)) - before).toBe(
      order.swap.outputAmount,
    );
  });

  it('refuses what is not the maker signing an order it handed out, before anything moves', async () => {
    const ctx = env.context();
    const order = await quoteOrder(ctx, 'USDT', '40');
    const { route, approval, swap, typed } = order;
    await approve(ctx, order);
    const account = payer();
    const other = env.wallets.evm[4]!;
    const body = (signedTxn: string, stepId = swap.stepId) => ({
      routeId: route.routeId,
      stepId,
      signedTxn,
    });
    const tampered = {
      ...typed,
      message: { ...typed.message, minOutputAmount: '1' },
    };
    const cases: Array<[string, unknown, RegExp]> = [
      ['not an object', [1], /^body: must be a JSON object/],
      ['no signature', { routeId: route.routeId, stepId: swap.stepId }, /^signedTxn: is required/],
      ['a malformed signature', body('0x'), /^signedTxn: not a 65-byte signature/],
      [
        'a transaction step',
        body(await sign(account, typed), approval.stepId),
        /^stepId: not a signature step/,
      ],
      [
        "another key's signature",
        body(await sign(other, typed)),
        /^signedTxn: not the maker's signature/,
      ],
      [
        'a tampered order, signed by the maker',
        body(await sign(account, tampered)),
        /^signedTxn: not the maker's signature/,
      ],
    ];
    const usdc = await balance('USDC', account.address);
    for (const [name, sent, words] of cases) {
      const answer = await post(sent);
      expect(answer.status, name).toBe(400);
      expect(answer.body.error?.message, name).toMatch(words);
    }
    expect((await post({ ...body('0x'), routeId: 'nope' })).status).toBe(404);
    expect((await fetch(`${env.sandbox.baseUrl}/submit`)).status).toBe(404);
    expect((await orderStatus(ctx, order)()).status).toBe('not-started');
    expect(await balance('USDC', account.address)).toBe(usdc);
  });

  it('refuses an expired order (fault expiredOrder)', async () => {
    const ctx = env.context();
    const order = await quoteOrder(ctx, 'USDT', '30');
    await env.injectFaults({ tamperNextTx: ['expiredOrder'] });
    const expired = await nextOrder(ctx, order.route, order.swap);
    expect(Number(expired.message.deadline)).toBeLessThan(Date.now() / 1000);
    const answer = await post({
      routeId: order.route.routeId,
      stepId: order.swap.stepId,
      signedTxn: await sign(payer(), expired),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^signedTxn: the order expired at \d+/);
  });

  it('a refusing solver fails the order with nothing moved; a new order then fills', async () => {
    const ctx = env.context();
    const order = await quoteOrder(ctx, 'USDT', '60');
    await approve(ctx, order);
    const account = payer();
    const usdc = await balance('USDC', account.address);
    await env.injectFaults({ solver: 'refuse' });
    const refused = await ctx.client.submitSignature({
      routeId: order.route.routeId,
      stepId: order.swap.stepId,
      signedTxn: await sign(account, order.typed),
    });
    expect(refused.status).toBe('in-progress');
    expect(await finalStatus(orderStatus(ctx, order))).toBe('failed');
    expect(await balance('USDC', account.address)).toBe(usdc);

    await env.injectFaults({});
    const retry = await nextOrder(ctx, order.route, order.swap);
    expect(retry.message.nonce).not.toBe(order.typed.message.nonce);
    await ctx.client.submitSignature({
      routeId: order.route.routeId,
      stepId: order.swap.stepId,
      signedTxn: await sign(account, retry),
    });
    expect(await finalStatus(orderStatus(ctx, order))).toBe('success');
    expect(usdc - (await balance('USDC', account.address))).toBe(order.route.inputAmount);
  });
});
