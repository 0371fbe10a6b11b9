import { base58 } from '@scure/base';
import {
  decodeFunctionData,
  erc20Abi,
  getAddress,
  keccak256,
  maxUint256,
  pad,
  stringToBytes,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { bridgeDepositAbi, routerSwapAbi } from '../abis';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import { startSandbox } from '../server';
import { EVM_OTHER, EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { createHarness, setupSandbox } from '../testing/harness';
import { createdRoute, type Params } from '../testing/routes';

/** `/nextTx` for EVM steps (calldata decoded with viem), relayer steps and lookups. */
const api = setupSandbox();
const contracts = DEFAULT_DEPLOYMENT.evm['31337']!;

const route = (params: Params, provider: string) => createdRoute(api, params, provider);
const nextTx = (routeId: string, stepId: string) => api.data('/nextTx', { routeId, stepId });

describe('/nextTx EVM payloads', () => {
  it('encodes an unlimited approval, as the live service does, and the router swap', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.eth, EVM_USER, {
        inputAmountDisplay: '42',
        recipient: EVM_OTHER,
        slippage: 75,
      }),
      'sandswap',
    );
    const approval = await nextTx(r.routeId, steps[0].stepId);
    expect(approval).toMatchObject({ routeId: r.routeId, stepId: steps[0].stepId, skipTxn: false });
    const t = approval.txnData;
    expect(t).toMatchObject({
      requestId: r.requestId,
      routeId: r.routeId,
      stepId: steps[0].stepId,
      networkType: 'evm',
      isCompleted: false,
      status: 'not-started',
      skipTxn: false,
      txnSol: null,
      txnTron: null,
      txnCosmos: null,
    });
    expect(t.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(t.deadline).toBeGreaterThan(t.createdAt);
    expect(t.fetchedAt).toBe(t.createdAt);
    expect(t.txnEvm).toMatchObject({
      from: EVM_USER,
      to: T.usdc.address,
      value: '0',
      chainId: 31337,
    });
    const approve = decodeFunctionData({ abi: erc20Abi, data: t.txnEvm.data });
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([contracts.router, maxUint256]);
    // The step itself still states what the swap spends: what a re-encoded approval must cover.
    expect(steps[0].inputAmount).toBe('42000000');

    const swap = (await nextTx(r.routeId, steps[1].stepId)).txnData.txnEvm;
    expect(swap).toMatchObject({ to: contracts.router, value: '0' });
    const call = decodeFunctionData({ abi: routerSwapAbi, data: swap.data });
    const [tokenIn, tokenOut, amountIn, minOut, quotedOut, recipient, deadline] = call.args;
    expect([tokenIn, tokenOut, amountIn, minOut, quotedOut, recipient]).toEqual([
      getAddress(T.usdc.address),
      getAddress(T.eth.address),
      42_000_000n,
      BigInt(r.minOutputAmount),
      BigInt(r.outputAmount), // the most the router pays: the route's fees stay with it
      EVM_OTHER,
    ]);
    expect(Number(deadline)).toBeGreaterThan(Date.now() / 1000);
    expect(BigInt(swap.gasPrice)).toBeGreaterThan(0n);
  });

  it('sends native input as value', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.eth, T.usdc, EVM_USER, { inputAmountDisplay: '0.5' }),
      'orbit',
    );
    const tx = (await nextTx(r.routeId, steps[0].stepId)).txnData.txnEvm;
    expect(tx.value).toBe('500000000000000000');
    expect(decodeFunctionData({ abi: routerSwapAbi, data: tx.data }).args[2]).toBe(
      500_000_000_000_000_000n,
    );
  });

  it('encodes a bridge deposit to Solana with bytes32 token and recipient', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.solUsdc, EVM_USER, { inputAmountDisplay: '100', recipient: SOL_USER }),
      'swift',
    );
    const bridgeStep = steps.find((s) => s.stepType === 'bridge');
    const tx = (await nextTx(r.routeId, bridgeStep.stepId)).txnData.txnEvm;
    expect(tx.to).toBe(contracts.bridge);
    const { functionName, args } = decodeFunctionData({ abi: bridgeDepositAbi, data: tx.data });
    expect(functionName).toBe('deposit');
    const [token, amount, dstChainId, dstToken, recipient, minOut, quotedOut, , transferId] = args;
    expect(token).toBe(getAddress(T.usdc.address));
    expect(amount).toBe(100_000_000n);
    expect(dstChainId).toBe(1151111081099710n);
    expect(dstToken).toBe(`0x${Buffer.from(base58.decode(T.solUsdc.address)).toString('hex')}`);
    expect(recipient).toBe(`0x${Buffer.from(base58.decode(SOL_USER)).toString('hex')}`);
    expect(minOut).toBe(BigInt(r.minOutputAmount));
    expect(quotedOut).toBe(BigInt(r.outputAmount)); // the most the relayer pays
    expect(transferId).toBe(keccak256(stringToBytes(`${r.routeId}:${bridgeStep.stepId}`)));
  });

  it('sends an intermediate swap to the user and the bridge to the recipient', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.eth, T.baseUsdc, EVM_USER, { recipient: EVM_OTHER }),
      'span',
    );
    const swap = decodeFunctionData({
      abi: routerSwapAbi,
      data: (await nextTx(r.routeId, steps[0].stepId)).txnData.txnEvm.data,
    });
    expect(swap.args[5]).toBe(EVM_USER);
    const bridge = decodeFunctionData({
      abi: bridgeDepositAbi,
      data: (await nextTx(r.routeId, steps[2].stepId)).txnData.txnEvm.data,
    });
    expect(bridge.args[2]).toBe(31338n);
    expect(bridge.args[4]).toBe(pad(EVM_OTHER.toLowerCase() as `0x${string}`));
  });

  it('answers skipTxn with null txnData for a relayer claim step', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '100' }),
      'arc',
    );
    const claim = steps.at(-1);
    expect(claim.stepType).toBe('claim');
    expect(await nextTx(r.routeId, claim.stepId)).toEqual({
      routeId: r.routeId,
      stepId: claim.stepId,
      txnData: null,
      skipTxn: true,
    });
  });

  it('answers 404 for an unknown step and 400 without stepId', async () => {
    const { route: r } = await route(quoteParams(T.eth, T.usdc, EVM_USER), 'sandswap');
    expect((await api.get('/nextTx', { routeId: r.routeId, stepId: 'nope' })).status).toBe(404);
    expect((await api.get('/nextTx', { routeId: r.routeId })).status).toBe(400);
    expect((await api.get('/nextTx', { routeId: 'nope', stepId: 'nope' })).body.error.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('/nextTx with exact approvals (SANDBOX_APPROVALS=exact)', () => {
  it("approves the spending step's input, for a swap and for a bridge", async () => {
    const sandbox = await startSandbox({ port: 0, rateLimit: false, approvals: 'exact' });
    try {
      const exact = createHarness(() => sandbox);
      const approvalOf = async (params: Params, provider: string) => {
        const { route: r, steps } = await createdRoute(exact, params, provider);
        const index = steps.findIndex((s) => s.stepType === 'approval');
        const { txnData } = await exact.data('/nextTx', {
          routeId: r.routeId,
          stepId: steps[index].stepId,
        });
        return {
          call: decodeFunctionData({ abi: erc20Abi, data: txnData.txnEvm.data }).args,
          next: steps[index + 1],
        };
      };
      const swap = await approvalOf(
        quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '42' }),
        'sandswap',
      );
      expect(swap.call).toEqual([contracts.router, 42_000_000n]);
      const bridge = await approvalOf(
        quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '7' }),
        'arc',
      );
      expect(bridge.next.stepType).toBe('bridge');
      expect(bridge.call).toEqual([contracts.bridge, 7_000_000n]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('/nextTx on an expired quote', () => {
  it('answers 410 unless the route began in time; later steps may come after the TTL', async () => {
    let now = 1_800_000_000_000;
    const sandbox = await startSandbox({ port: 0, rateLimit: false, now: () => now });
    try {
      const h = createHarness(() => sandbox);
      const params = quoteParams(T.usdc, T.eth, EVM_USER, { include: 'sandswap' });
      const [idle] = (await h.data('/quotes', params)).quotes;
      const [started] = (await h.data('/quotes', params)).quotes;
      const { steps } = await h.data('/createTx', { routeId: started.routeId });
      now += 60_001;
      const expired = await h.get('/nextTx', {
        routeId: idle.routeId,
        stepId: idle.steps[0].stepId,
      });
      expect(expired.status).toBe(410);
      expect(expired.body.error.code).toBe('QUOTE_EXPIRED');
      // The swap after the approval of a route created in time is still handed out.
      const swap = await h.get('/nextTx', { routeId: started.routeId, stepId: steps[1].stepId });
      expect(swap.status).toBe(200);
      expect(swap.body.data.txnData.deadline).toBe(now + 20 * 60_000);
    } finally {
      await sandbox.close();
    }
  });
});
