import { PublicKey } from '@solana/web3.js';
import { decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/api/types';
import {
  assembleLiteTransaction,
  TransactionTooLargeError,
} from '../../../src/wallets/solana/liteAssembly';
import { parseLitePayload } from '../../../src/wallets/solana/litePayload';
import { type BalanceChanges, executeMeasured } from './balanceChanges';
import { executeRoute, type RouteRun } from './executeRoute';
import { setupFlowSandbox } from './flowSandbox';

/**
 * Issue 3's matrix, through the API alone with the widget's client: every route kind is quoted,
 * created, fetched step by step, signed with the dev keys, sent to the chain's RPC from `/chains`
 * and followed on `/status`; the ledgers are read before and after. The input leaves the payer
 * exactly, the recipient gets at least `minOutputAmount`, and the payer's native coin moves by
 * the fees read from the chain and nothing else.
 */
const env = setupFlowSandbox();
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const SOL = 'So11111111111111111111111111111111111111112';

function expectSettled(route: Route, run: RouteRun, changes: BalanceChanges) {
  expect(run.status).toBe('success');
  expect(changes.inputDebited).toBe(route.inputAmount);
  expect(changes.outputCredited).toBeGreaterThanOrEqual(route.minOutputAmount);
  expect(changes.outputCredited).toBeGreaterThan(0n);
  expect(changes.fees).toBeGreaterThan(0n);
  if (changes.nativeSpent !== undefined) expect(changes.nativeSpent).toBe(changes.fees);
}

const stepTypes = (run: RouteRun) =>
  run.steps.map((s) => `${s.step.stepType}${s.skipTxn ? ' (skipTxn)' : ''}`);

describe('every route kind executes on the local chains', () => {
  it('same-chain ERC-20 swap: exact approval, router swap (USDC -> WETH on 31337)', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[0]!;
    const usdc = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: usdc.address,
        toChainId: '31337',
        toAssetAddress: env.token('31337', 'WETH').address,
        amount: { inputAmountDisplay: '250' },
        userWalletAddress: user.address,
      },
      'sandswap',
    );
    const parties = { payer: user.address, recipient: user.address };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expect(stepTypes(run)).toEqual(['approval', 'swap']);
    expectSettled(route, run, changes);

    const [approval, swap] = run.steps;
    const approve = decodeFunctionData({ abi: erc20Abi, data: approval!.txnData!.txnEvm!.data! });
    const router = swap!.txnData!.txnEvm!.to as Hex;
    expect(approval!.txnData!.txnEvm!.to.toLowerCase()).toBe(usdc.address.toLowerCase());
    expect(approve).toEqual({ functionName: 'approve', args: [router, route.inputAmount] });
    // The exact allowance was spent by the swap, none is left behind.
    const allowance = await env.ledgers.evm('31337').readContract({
      address: usdc.address as Hex,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user.address, router],
    });
    expect(allowance).toBe(0n);
  });

  it('native swap: ETH as value, no approval (ETH -> USDC on 31337)', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[1]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: ETH,
        toChainId: '31337',
        toAssetAddress: env.token('31337', 'USDC').address,
        amount: { inputAmountDisplay: '0.5' },
        userWalletAddress: user.address,
      },
      'sandswap',
    );
    const parties = { payer: user.address, recipient: user.address };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expect(stepTypes(run)).toEqual(['swap']);
    expect(run.steps[0]!.txnData!.txnEvm!.value).toBe(route.inputAmount);
    expectSettled(route, run, changes);
  });

  it('EVM -> EVM bridge: approval, deposit, relayer claim skipped (USDC 31337 -> 31338)', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[2]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: env.token('31337', 'USDC').address,
        toChainId: '31338',
        toAssetAddress: env.token('31338', 'USDC').address,
        amount: { inputAmountDisplay: '120' },
        userWalletAddress: user.address,
      },
      'arc',
    );
    const parties = { payer: user.address, recipient: user.address };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expect(stepTypes(run)).toEqual(['approval', 'bridge', 'claim (skipTxn)']);
    expect(run.steps[1]!.status!.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    expectSettled(route, run, changes);
  });

  it('EVM -> EVM with a swap first: swap to USDC, approval, deposit (ETH 31337 -> USDC 31338)', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[3]!;
    const recipient = env.wallets.evm[0]!.address;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: ETH,
        toChainId: '31338',
        toAssetAddress: env.token('31338', 'USDC').address,
        amount: { inputAmountDisplay: '0.2' },
        userWalletAddress: user.address,
        recipient,
      },
      'span',
    );
    const parties = { payer: user.address, recipient };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expect(stepTypes(run)).toEqual(['swap', 'approval', 'bridge']);
    expectSettled(route, run, changes);
  });

  it('EVM -> Solana: deposit on anvil, SOL paid on the ledger (USDC 31337 -> SOL)', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[4]!;
    const recipient = env.wallets.solana[0]!.publicKey.toBase58();
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: env.token('31337', 'USDC').address,
        toChainId: 'sol',
        toAssetAddress: SOL,
        amount: { inputAmountDisplay: '75' },
        userWalletAddress: user.address,
        recipient,
      },
      'span',
    );
    const parties = { payer: user.address, recipient };
    const { run, changes } = await executeMeasured(ctx, route, { evm: user }, parties);
    expect(stepTypes(run)).toEqual(['approval', 'bridge']);
    expect(run.steps[1]!.status!.destTxnUrl).toContain('/explorer/sol/tx/');
    expectSettled(route, run, changes);
  });

  it('Solana -> EVM: order memo on the ledger, ETH paid on anvil (USDC sol -> ETH 31338)', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[1]!;
    const recipient = env.wallets.evm[1]!.address;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: env.token('sol', 'USDC').address,
        toChainId: '31338',
        toAssetAddress: ETH,
        amount: { inputAmountDisplay: '300' },
        userWalletAddress: user.publicKey.toBase58(),
        recipient,
      },
      'swift',
    );
    const parties = { payer: user.publicKey.toBase58(), recipient };
    const { run, changes } = await executeMeasured(ctx, route, { solana: user }, parties);
    expect(stepTypes(run)).toEqual(['bridge']);
    expect(run.steps[0]!.status!.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    expectSettled(route, run, changes);
  });

  it('Solana standard mode: a serialized v0 transaction (SOL -> USDC, dunes)', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[2]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: SOL,
        toChainId: 'sol',
        toAssetAddress: env.token('sol', 'USDC').address,
        amount: { inputAmountDisplay: '1.5' },
        userWalletAddress: user.publicKey.toBase58(),
      },
      'dunes',
    );
    const parties = { payer: user.publicKey.toBase58(), recipient: user.publicKey.toBase58() };
    const { run, changes } = await executeMeasured(ctx, route, { solana: user }, parties);
    expect(stepTypes(run)).toEqual(['swap']);
    expect(run.steps[0]!.signed).toMatchObject({ networkType: 'sol', lite: false });
    expectSettled(route, run, changes);
  });

  it('Solana lite, Jupiter-like payload assembled by the widget (USDC -> SOL, galaxy)', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[3]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: env.token('sol', 'USDC').address,
        toChainId: 'sol',
        toAssetAddress: SOL,
        amount: { inputAmountDisplay: '40' },
        userWalletAddress: user.publicKey.toBase58(),
        lite: true,
      },
      'galaxy',
    );
    const parties = { payer: user.publicKey.toBase58(), recipient: user.publicKey.toBase58() };
    const { run, changes } = await executeMeasured(ctx, route, { solana: user }, parties);
    expect(stepTypes(run)).toEqual(['swap']);
    expect(run.steps[0]!.signed).toMatchObject({ networkType: 'sol', lite: true });
    const payload = parseLitePayload(run.steps[0]!.txnData!.txnSol!.data);
    expect(payload.format).toBe('swapInstructions');
    expect(payload.lookupTableAddresses).toHaveLength(1);
    expectSettled(route, run, changes);

    // The same module refuses the payload once it cannot fit in a packet.
    if (payload.format !== 'swapInstructions') throw new Error('expected the galaxy format');
    const table = await env.ledgers.solana.getAddressLookupTable(
      new PublicKey(payload.lookupTableAddresses[0]!),
    );
    const bloated = {
      ...payload,
      otherInstructions: [{ ...payload.swapInstruction, data: new Uint8Array(1_100) }],
    };
    const { blockhash } = await env.ledgers.solana.getLatestBlockhash();
    expect(() =>
      assembleLiteTransaction({
        payload: bloated,
        payer: user.publicKey,
        recentBlockhash: blockhash,
        lookupTables: [table.value!],
      }),
    ).toThrow(TransactionTooLargeError);
  });

  it('Solana lite, OKX-like payload assembled by the widget (SOL -> USDC, okapi)', async () => {
    const ctx = env.context();
    const user = env.wallets.solana[4]!;
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: 'sol',
        fromAssetAddress: SOL,
        toChainId: 'sol',
        toAssetAddress: env.token('sol', 'USDC').address,
        amount: { inputAmountDisplay: '0.8' },
        userWalletAddress: user.publicKey.toBase58(),
        lite: true,
      },
      'okapi',
    );
    const parties = { payer: user.publicKey.toBase58(), recipient: user.publicKey.toBase58() };
    const { run, changes } = await executeMeasured(ctx, route, { solana: user }, parties);
    expect(stepTypes(run)).toEqual(['swap']);
    expect(run.steps[0]!.signed).toMatchObject({ networkType: 'sol', lite: true });
    expect(parseLitePayload(run.steps[0]!.txnData!.txnSol!.data).format).toBe('instructionLists');
    expectSettled(route, run, changes);
  });
});

describe('routes to a chain without a ledger (Tron)', () => {
  it('EVM -> Tron: the deposit executes on anvil and is delivered on the simulated side, with no destination hash', async () => {
    const ctx = env.context();
    const user = env.wallets.evm[2]!;
    const usdc = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: usdc.address,
        toChainId: '728126428',
        toAssetAddress: env.token('728126428', 'USDT').address,
        amount: { inputAmountDisplay: '40' },
        userWalletAddress: user.address,
        recipient: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
      },
      'arc',
    );
    const before = await env.ledgers.balance(usdc, user.address);
    const run = await executeRoute(ctx, route, { evm: user });
    expect(stepTypes(run)).toEqual(['approval', 'bridge']);
    expect(run.status).toBe('success');
    const deposit = run.steps[1]!;
    expect(deposit.status).not.toHaveProperty('destTxnHash');
    // Delivered, not refunded: the input stays with the bridge.
    const delivery = env.sandbox.chains.deliveries.get(deposit.signed!.hash);
    expect(delivery).toMatchObject({ state: 'DONE', simulatedDestination: true });
    expect(delivery?.refundTxHash).toBeUndefined();
    expect(before - (await env.ledgers.balance(usdc, user.address))).toBe(route.inputAmount);
  });
});
