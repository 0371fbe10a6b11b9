import { MessageV0, PublicKey, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteExpiredError } from '../../../src/api/errors';
import type { QuoteRequest } from '../../../src/api/types';
import { sandboxRouterAbi } from '../../contracts/build/abis';
import { executeMeasured } from './balanceChanges';
import { executeRoute, pollStatus, type RouteRun } from './executeRoute';
import { setupFlowSandbox } from './flowSandbox';
import { signTxn, submitTxn } from './signTxn';

/**
 * What must not go through, through the API alone: an expired quote (410 from the API, and a
 * transaction signed with a deadline that has passed reverts on chain), a slippage the market
 * moved past (the router reverts, `/status` says failed), and a signed transaction sent twice
 * (refused, nothing moves). The sandbox clock is shifted to make quotes old; the chains keep
 * real time.
 */
let clockOffsetMs = 0;
const env = setupFlowSandbox({ now: () => Date.now() + clockOffsetMs });
afterEach(() => {
  clockOffsetMs = 0;
});
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const SOL = 'So11111111111111111111111111111111111111112';

function ethToUsdc(user: string, extra: Partial<QuoteRequest> = {}): Omit<QuoteRequest, 'include'> {
  return {
    fromChainId: '31337',
    fromAssetAddress: ETH,
    toChainId: '31337',
    toAssetAddress: env.token('31337', 'USDC').address,
    amount: { inputAmountDisplay: '0.25' },
    userWalletAddress: user,
    ...extra,
  };
}

/** The step that stopped a failed run: its transaction was mined (fee paid) and reverted. */
function expectRevertedOnChain(run: RouteRun) {
  expect(run.status).toBe('failed');
  const last = run.steps.at(-1)!;
  expect(last.status?.status).toBe('failed');
  expect(last.fee).toBeGreaterThan(0n);
}

describe('expired quotes', () => {
  it('answer 410 on /createTx and on /nextTx of a route never started', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[0]!;
    const route = await env.quoteOne(ctx, ethToUsdc(user.address), 'sandswap');
    clockOffsetMs = route.expiresAt - Date.now() + 1_000;
    await expect(ctx.client.createTx({ routeId: route.routeId })).rejects.toBeInstanceOf(
      QuoteExpiredError,
    );
    const nextTx = ctx.client.getNextTx({ routeId: route.routeId, stepId: route.steps[0]!.stepId });
    await expect(nextTx).rejects.toMatchObject({ name: 'QuoteExpiredError', status: 410 });
  });

  it('a transaction signed past its deadline reverts on chain; only gas is spent', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[1]!;
    // Quoted and handed out 25 minutes ago: the 20-minute transaction deadline is behind us.
    clockOffsetMs = -25 * 60_000;
    const route = await env.quoteOne(ctx, ethToUsdc(user.address), 'sandswap');
    const parties = { payer: user.address, recipient: user.address };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expectRevertedOnChain(run);
    expect(changes.inputDebited).toBe(0n);
    expect(changes.outputCredited).toBe(0n);
    const swap = run.steps[0]!.txnData!.txnEvm!;
    await expect(
      env.ledgers
        .evm('31337')
        .call({ account: user.address, to: swap.to as Hex, data: swap.data, value: swap.value }),
    ).rejects.toThrow(/SandboxRouter: deadline expired/);
  });

  it('a Solana order past its deadline is refunded by the solver and /status says failed', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[0]!;
    clockOffsetMs = -25 * 60_000;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: env.token('sol', 'USDC').address,
        toChainId: 'sol',
        toAssetAddress: SOL,
        amount: { inputAmountDisplay: '25' },
        userWalletAddress: user.publicKey.toBase58(),
      },
      'dunes',
    );
    const me = user.publicKey.toBase58();
    const { run, changes } = await executeMeasured(
      ctx,
      route,
      { solana: user },
      { payer: me, recipient: me },
    );
    expect(run.status).toBe('failed');
    // The input came back; only the transaction fee was spent.
    expect(changes.inputDebited).toBe(0n);
    expect(changes.outputCredited).toBe(0n);
  });
});

describe('slippage', () => {
  it('reverts on chain when the market moves below minOutputAmount, /status failed', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[2]!;
    const route = await env.quoteOne(ctx, ethToUsdc(user.address, { slippageBps: 0 }), 'sandswap');
    expect(route.minOutputAmount).toBe(route.outputAmount);
    const chain = env.sandbox.chains.evm.find((c) => c.chainId === 31337)!;
    const { router, deployer } = chain.deployment;
    const usdc = env.token('31337', 'USDC').address as Hex;
    const reader = env.ledgers.evm('31337');
    const owner = createWalletClient({
      account: privateKeyToAccount(deployer.privateKey),
      chain: env.ledgers.viemChain('31337'),
      transport: http(),
    });
    const setRate = async (numerator: bigint, denominator: bigint) => {
      const hash = await owner.writeContract({
        address: router,
        abi: sandboxRouterAbi,
        functionName: 'setRate',
        args: [ETH, usdc, numerator, denominator],
      });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    };
    const [numerator, denominator] = await reader.readContract({
      address: router,
      abi: sandboxRouterAbi,
      functionName: 'rates',
      args: [ETH, usdc],
    });
    // The market moves between quote and execution: the router now pays one unit too little.
    await setRate(route.minOutputAmount - 1n, route.inputAmount);
    try {
      const parties = { payer: user.address, recipient: user.address };
      const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
      expectRevertedOnChain(run);
      expect(changes.inputDebited).toBe(0n);
      expect(changes.outputCredited).toBe(0n);
      const swap = run.steps[0]!.txnData!.txnEvm!;
      await expect(
        reader.call({
          account: user.address,
          to: swap.to as Hex,
          data: swap.data,
          value: swap.value,
        }),
      ).rejects.toThrow(/SandboxRouter: insufficient output amount/);
    } finally {
      await setRate(numerator, denominator);
    }
  });
});

describe('replay', () => {
  it('the same signed EVM transaction sent again is refused and moves nothing', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[3]!;
    const route = await env.quoteOne(ctx, ethToUsdc(user.address), 'sandswap');
    const run = await executeRoute(ctx, route, { evm: user });
    expect(run.status).toBe('success');
    const { signed, step } = run.steps[0]!;
    const before = await holdings(user.address, route.to.address);
    await expect(submitTxn(env.ledgers, signed!)).rejects.toThrow(/nonce/i);
    expect(await holdings(user.address, route.to.address)).toEqual(before);
    const status = await pollStatus(ctx.client, route.routeId, step.stepId, signed!.hash);
    expect(status.status).toBe('success');
  });

  it('the same signed Solana transaction sent again is refused, or dropped without preflight', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[1]!;
    const me = user.publicKey.toBase58();
    const usdc = env.token('sol', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: SOL,
        toChainId: 'sol',
        toAssetAddress: usdc.address,
        amount: { inputAmountDisplay: '0.5' },
        userWalletAddress: me,
        lite: true,
      },
      'galaxy',
    );
    const run = await executeRoute(ctx, route, { solana: user });
    expect(run.status).toBe('success');
    const { signed } = run.steps[0]!;
    const read = () =>
      Promise.all([env.ledgers.balance(route.from, me), env.ledgers.balance(usdc, me)]);
    const before = await read();
    await expect(submitTxn(env.ledgers, signed!)).rejects.toThrow(/already been processed/);
    await submitTxn(env.ledgers, signed!, { skipPreflight: true });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the solver's delay, had it paid
    expect(await read()).toEqual(before);
  });
});

describe("a hash that is not the step's transaction", () => {
  /** `/status` must answer 400 for it, never a status of someone else's transaction. */
  async function expectRefused(routeId: string, stepId: string, txnHash: string) {
    const ctx = env.context();
    const refusal = ctx.client.getStatus({ routeId, stepId, txnHash });
    await expect(refusal).rejects.toMatchObject({ apiCode: 'BAD_REQUEST', status: 400 });
    await expect(refusal).rejects.toHaveProperty(
      'details',
      expect.stringMatching(/txnHash: transaction does not match this step/),
    );
  }

  it("the approval's hash reported for the swap step is refused", async () => {
    const ctx = env.context();
    const user = env.wallets.evm[4]!;
    const usdc = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: usdc.address,
        toChainId: '31337',
        toAssetAddress: ETH,
        amount: { inputAmountDisplay: '10' },
        userWalletAddress: user.address,
      },
      'sandswap',
    );
    const { routeId } = route;
    const { steps } = await ctx.client.createTx({ routeId });
    expect(steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
    const approval = await ctx.client.getNextTx({ routeId, stepId: steps[0]!.stepId });
    const signed = await signTxn(ctx.ledgers, { evm: user }, approval.txnData!);
    await submitTxn(ctx.ledgers, signed);
    const done = await pollStatus(ctx.client, routeId, steps[0]!.stepId, signed.hash);
    expect(done.status).toBe('success');
    await ctx.client.getNextTx({ routeId, stepId: steps[1]!.stepId });
    await expectRefused(routeId, steps[1]!.stepId, signed.hash);
  });

  it('a 1-wei self-transfer reported for a bridge step is refused', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[4]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: ETH,
        toChainId: '31338',
        toAssetAddress: ETH,
        amount: { inputAmountDisplay: '0.1' },
        userWalletAddress: user.address,
      },
      'swift',
    );
    const { steps } = await ctx.client.createTx({ routeId: route.routeId });
    const bridge = steps.find((s) => s.stepType === 'bridge')!;
    await ctx.client.getNextTx({ routeId: route.routeId, stepId: bridge.stepId });
    const wallet = createWalletClient({
      account: user,
      chain: env.ledgers.viemChain('31337'),
      transport: http(),
    });
    const hash = await wallet.sendTransaction({ to: user.address, value: 1n });
    await env.ledgers.evm('31337').waitForTransactionReceipt({ hash });
    await expectRefused(route.routeId, bridge.stepId, hash);
  });

  it('a Solana self-transfer reported for an intent step is refused', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[2]!;
    const me = user.publicKey.toBase58();
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: SOL,
        toChainId: 'sol',
        toAssetAddress: env.token('sol', 'USDC').address,
        amount: { inputAmountDisplay: '0.1' },
        userWalletAddress: me,
      },
      'dunes',
    );
    const stepId = route.steps[0]!.stepId;
    await ctx.client.getNextTx({ routeId: route.routeId, stepId });
    const { blockhash } = await ctx.ledgers.solana.getLatestBlockhash();
    const tx = new VersionedTransaction(
      MessageV0.compile({
        payerKey: user.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: user.publicKey,
            toPubkey: new PublicKey(me),
            lamports: 1,
          }),
        ],
      }),
    );
    tx.sign([user]);
    const signature = await ctx.ledgers.solana.sendRawTransaction(tx.serialize());
    await expectRefused(route.routeId, stepId, signature);
  });
});

async function holdings(owner: string, token: string) {
  return Promise.all([
    env.ledgers.balance({ chainId: '31337', address: ETH }, owner),
    env.ledgers.balance({ chainId: '31337', address: token }, owner),
  ]);
}
