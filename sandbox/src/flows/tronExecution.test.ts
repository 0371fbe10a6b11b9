import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Route, TxnData } from '../../../src/api/types';
import type { ExecutionDeps } from '../../../src/execution/deps';
import { createExecutionStore } from '../../../src/execution/executionStore';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import type { TronTransaction } from '../../../src/execution/signers';
import { executionErrorMessages } from '../../../src/i18n/en/executionErrors';
import { NETWORKS } from '../../../src/networks/networkRegistry';
import { memoryStorage } from '../../../src/state/persistedStorage';
import { createSandboxDevTronWallet } from '../../../src/wallets/tron/sandboxDevTronWallet';
import { readTronBalances, readTronFee } from '../../../src/wallets/tron/tronBalances';
import { type TronHttp, tronHttp } from '../../../src/wallets/tron/tronHttp';
import { createTronSigner } from '../../../src/wallets/tron/tronSigner';
import { TRON_CHAIN_ID } from '../catalog/chains';
import { TRON_NATIVE } from '../catalog/tokens';
import type { Tampering } from '../faults';
import { type FlowContext, setupFlowSandbox } from './flowSandbox';

/**
 * Tron routes run by the widget's execution engine on the sandbox's Tron ledger, with the widget's
 * own Tron signer (`src/wallets/tron`) on a dev key where the widget has a wallet: the ledger's
 * HTTP API (the chain's `rpcUrls` entry) simulates, takes the broadcast and says what landed, and
 * its balances say what moved.
 */
const env = setupFlowSandbox({}, 100);

interface TronAccount {
  address: string;
  privateKey: string;
}

async function tronAccount(index: number): Promise<TronAccount> {
  const origin = env.sandbox.baseUrl.replace(/\/v1$/, '');
  const { tron } = (await (await fetch(`${origin}/__sandbox/accounts`)).json()) as {
    tron: TronAccount[];
  };
  return tron[index]!;
}

async function ledgerUrl(ctx: FlowContext): Promise<string> {
  const chain = (await ctx.client.getChains()).find((c) => c.chainId === TRON_CHAIN_ID);
  return chain!.rpcUrls[0]!;
}

/** The engine on a fresh store in `storage`, the dev key as the Tron wallet. */
function engine(
  ctx: FlowContext,
  url: string,
  account: TronAccount,
  storage = memoryStorage(),
  http: TronHttp = tronHttp(url),
) {
  const signed: TronTransaction[] = [];
  const served: TxnData[] = [];
  const wallet = createSandboxDevTronWallet(account.privateKey, { ask: async () => true });
  const deps: ExecutionDeps = {
    networks: NETWORKS,
    client: {
      ...ctx.client,
      getNextTx: async (params, options) => {
        const next = await ctx.client.getNextTx(params, options);
        if (next.txnData) served.push(next.txnData);
        return next;
      },
    },
    signers: {
      tron: createTronSigner(
        {
          address: wallet.address,
          signTransaction: async (tx) => {
            const signature = await wallet.signTransaction(tx);
            signed.push(tx);
            return signature;
          },
        },
        http,
      ),
    },
    store: createExecutionStore({ storageKey: 'tron-flows', storage }),
    options: { unlimitedApprovals: false },
    readBalance: (asset, owner) => env.ledgers.balance(asset, owner),
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, Math.min(ms, 150));
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  };
  return { deps, signed, served, storage };
}

/** TRX the ledger charged for a transaction (energy and bandwidth burnt). */
async function feeOf(url: string, txID: string): Promise<bigint> {
  const info = await tronHttp(url)<{ fee?: number }>('/wallet/gettransactioninfobyid', {
    value: txID,
  });
  return BigInt(info.fee ?? 0);
}

async function quoteSwap(ctx: FlowContext, account: TronAccount, amount: string): Promise<Route> {
  return env.quoteOne(
    ctx,
    {
      fromChainId: TRON_CHAIN_ID,
      fromAssetAddress: env.token(TRON_CHAIN_ID, 'USDT').address,
      toChainId: TRON_CHAIN_ID,
      toAssetAddress: TRON_NATIVE,
      amount: { inputAmount: parseUnits(amount, 6) },
      userWalletAddress: account.address,
    },
    'sunflower',
  );
}

describe('Tron routes run by the execution engine on the Tron ledger', () => {
  it('swaps USDT for TRX: an exact approval, then the swap, one signature each', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = await tronAccount(0);
    const route = await quoteSwap(ctx, account, '25');
    const usdt = route.from;
    const trx = route.to;
    const before = {
      usdt: await env.ledgers.balance(usdt, account.address),
      trx: await env.ledgers.balance(trx, account.address),
    };
    const { deps, signed } = engine(ctx, url, account);
    await beginExecution(route, deps);
    const done = await runExecution(route.routeId, deps);
    expect(done.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual([
      'approval:done',
      'swap:done',
    ]);
    expect(done.status).toBe('done');
    expect(signed.map((tx) => tx.txID)).toEqual(done.steps.map((s) => s.txHash));
    const fees = (await Promise.all(signed.map((tx) => feeOf(url, tx.txID)))).reduce(
      (a, b) => a + b,
    );
    const after = {
      usdt: await env.ledgers.balance(usdt, account.address),
      trx: await env.ledgers.balance(trx, account.address),
    };
    expect(before.usdt - after.usdt).toBe(route.inputAmount);
    const credited = after.trx - before.trx + fees;
    expect(credited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(done.received?.amount).toBe(credited);
    // The widget's own reads of the ledger (balances, Review's checks, what arrived) agree.
    const held = await readTronBalances(url, account.address, [usdt.address, trx.address]);
    expect(held).toEqual(
      new Map([
        [usdt.address, after.usdt],
        [trx.address, after.trx],
      ]),
    );
    expect(await readTronFee(url, signed[1]!.txID)).toEqual({
      payer: account.address,
      fee: await feeOf(url, signed[1]!.txID),
    });
  });

  it('bridges TRX to Sandbox Ethereum with only the Tron wallet: call_value is the input, the relayer claims on anvil', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = await tronAccount(1);
    const recipient = env.wallets.evm[1]!.address;
    const usdc = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: TRON_CHAIN_ID,
        fromAssetAddress: TRON_NATIVE,
        toChainId: '31337',
        toAssetAddress: usdc.address,
        amount: { inputAmount: parseUnits('300', 6) },
        userWalletAddress: account.address,
        recipient,
      },
      'arc',
    );
    const trxBefore = await env.ledgers.balance(route.from, account.address);
    const usdcBefore = await env.ledgers.balance(usdc, recipient);
    // No EVM wallet: the claim on Sandbox Ethereum signs nothing (`skipTxn`, the relayer pays),
    // so it never needs one.
    const { deps, signed } = engine(ctx, url, account);
    await beginExecution(route, deps);
    const done = await runExecution(route.routeId, deps);
    expect(done.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual([
      'bridge:done',
      'claim:skipped',
    ]);
    expect(signed).toHaveLength(1);
    const fee = await feeOf(url, signed[0]!.txID);
    const trxAfter = await env.ledgers.balance(route.from, account.address);
    expect(trxBefore - trxAfter).toBe(route.inputAmount + fee);
    const credited = (await env.ledgers.balance(usdc, recipient)) - usdcBefore;
    expect(credited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(done.received?.amount).toBe(credited);
  });

  it('a reload right after a signature sends the same transaction: no second signature', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = await tronAccount(2);
    const route = await quoteSwap(ctx, account, '10');
    const controller = new AbortController();
    // The page goes as the signed approval, saved, is about to be broadcast: it never was.
    const http = tronHttp(url);
    const closing: TronHttp = async (path, body) => {
      if (path !== '/wallet/broadcasthex') return http(path, body);
      controller.abort();
      throw new Error('the page went away');
    };
    const first = engine(ctx, url, account, memoryStorage(), closing);
    await beginExecution(route, first.deps);
    await runExecution(route.routeId, first.deps, controller.signal);
    const saved = first.deps.store.getState().executions[route.routeId]!.steps[0]!;
    expect(saved.phase).toBe('submitted');
    expect(await feeOf(url, saved.txHash!)).toBe(0n); // not on the ledger

    const reloaded = engine(ctx, url, account, first.storage);
    const done = await runExecution(route.routeId, reloaded.deps);
    expect(done.status).toBe('done');
    expect(first.signed).toHaveLength(1);
    // After the reload only the swap is signed; the approval is the one signed before.
    expect(reloaded.signed.map((tx) => tx.txID)).toEqual([done.steps[1]!.txHash]);
    expect(done.steps[0]!.txHash).toBe(saved.txHash);
  });

  it('refuses a swap that became a transfer of a token outside the route, by its effect, before any prompt', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = await tronAccount(4);
    // TRX -> USDT: no approval before the swap, so no contract is known for it yet and the
    // shape checks pass a call to a token the route does not use; only its effect is refused.
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: TRON_CHAIN_ID,
        fromAssetAddress: TRON_NATIVE,
        toChainId: TRON_CHAIN_ID,
        toAssetAddress: env.token(TRON_CHAIN_ID, 'USDT').address,
        amount: { inputAmount: parseUnits('5', 6) },
        userWalletAddress: account.address,
      },
      'sunflower',
    );
    const assets = [route.from, route.to, env.token(TRON_CHAIN_ID, 'USDC')];
    const balances = () => Promise.all(assets.map((a) => env.ledgers.balance(a, account.address)));
    const before = await balances();
    await env.injectFaults({ tamperNextTx: ['tronForeignTransfer'] });
    try {
      const { deps, signed, served } = engine(ctx, url, account);
      await beginExecution(route, deps);
      const stopped = await runExecution(route.routeId, deps);
      expect(served).toHaveLength(1);
      expect(stopped.steps[0]).toMatchObject({
        phase: 'failed',
        error: {
          code: 'UNSAFE_TRANSACTION',
          message:
            'This transaction would also send 1,000 USDC from your wallet. Nothing was signed.',
        },
      });
      expect(signed).toEqual([]);
      expect(await balances()).toEqual(before);
    } finally {
      await env.injectFaults({});
    }
  });

  it.each<[Tampering, 'TRX' | 'USDT', keyof typeof executionErrorMessages.en]>([
    ['sender', 'TRX', 'ruleSender'],
    ['value', 'TRX', 'ruleValue'],
    ['feeLimit', 'TRX', 'ruleFeeLimit'],
    ['tronExpired', 'TRX', 'ruleExpiration'],
    ['txId', 'TRX', 'ruleTronTxId'],
    ['spender', 'USDT', 'ruleSpender'],
    // The approval reads the swap's payload for its spender: the swap's new target is no spender.
    ['target', 'USDT', 'ruleSpender'],
  ])(
    'refuses a payload with a tampered %s before the wallet is asked for it',
    async (tampering, from, rule) => {
      const ctx = env.context();
      const url = await ledgerUrl(ctx);
      const account = await tronAccount(3);
      const route = await env.quoteOne(
        ctx,
        {
          fromChainId: TRON_CHAIN_ID,
          fromAssetAddress: env.token(TRON_CHAIN_ID, from).address,
          toChainId: TRON_CHAIN_ID,
          toAssetAddress: env.token(TRON_CHAIN_ID, from === 'TRX' ? 'USDT' : 'TRX').address,
          amount: { inputAmount: parseUnits('5', 6) },
          userWalletAddress: account.address,
        },
        'sunflower',
      );
      await env.injectFaults({ tamperNextTx: [tampering] });
      try {
        const { deps, signed, served } = engine(ctx, url, account);
        await beginExecution(route, deps);
        const stopped = await runExecution(route.routeId, deps);
        const refused = stopped.steps.find((s) => s.phase === 'failed');
        expect(refused?.error?.message).toBe(
          `${executionErrorMessages.en[rule]} Nothing was signed.`,
        );
        expect(signed).toEqual([]);
        expect(served.length).toBeGreaterThan(0);
      } finally {
        await env.injectFaults({});
      }
    },
  );
});
