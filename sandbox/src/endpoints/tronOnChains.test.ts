import { createHash } from 'node:crypto';
import { decodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Step, TxnTron } from '../../../src/api/types';
import { routerSwapAbi } from '../abis';
import { TRON_CHAIN_ID } from '../catalog/chains';
import { TRON_NATIVE } from '../catalog/tokens';
import { signTxId } from '../chains/tron/signature';
import { type FlowContext, setupFlowSandbox } from '../flows/flowSandbox';
import { finalStatus } from '../testing/finalStatus';

/**
 * Tron routes on the sandbox's Tron ledger, through the widget's client: `/chains` names the
 * ledger, `/__sandbox/accounts` its funded keys, `/nextTx` hands out transactions the ledger
 * built, which a dev key signs and the ledger's own HTTP API takes, and `/status` follows the
 * ledger. Balances are read through that API only.
 */
const env = setupFlowSandbox({}, 100);

interface TronAccount {
  address: string;
  hexAddress: string;
  privateKey: string;
}

async function tronAccounts(): Promise<TronAccount[]> {
  const origin = env.sandbox.baseUrl.replace(/\/v1$/, '');
  return ((await (await fetch(`${origin}/__sandbox/accounts`)).json()) as { tron: TronAccount[] })
    .tron;
}

async function ledgerUrl(ctx: FlowContext): Promise<string> {
  const chain = (await ctx.client.getChains()).find((c) => c.chainId === TRON_CHAIN_ID);
  return chain!.rpcUrls![0]!;
}

async function api(url: string, path: string, body: object): Promise<Record<string, unknown>> {
  return (await (
    await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  ).json()) as Record<string, unknown>;
}

async function balances(url: string, account: TronAccount, token: string) {
  const trx = await api(url, '/wallet/getaccount', { address: account.address, visible: true });
  const held = await api(url, '/wallet/triggerconstantcontract', {
    owner_address: account.address,
    contract_address: token,
    function_selector: 'balanceOf(address)',
    parameter: account.hexAddress.slice(2).padStart(64, '0'),
    visible: true,
  });
  return {
    trx: BigInt((trx.balance as number | undefined) ?? 0),
    token: BigInt(`0x${(held.constant_result as string[])[0]}`),
  };
}

/** Signs the handed-out transaction with the key, as a Tron wallet does, and broadcasts it. */
async function signAndBroadcast(url: string, txn: TxnTron, key: string) {
  return api(url, '/wallet/broadcasttransaction', {
    txID: txn.txID,
    raw_data: txn.raw_data,
    raw_data_hex: txn.raw_data_dex,
    visible: txn.visible,
    signature: [await signTxId(txn.txID, `0x${key}`)],
  });
}

async function tronTxn(ctx: FlowContext, routeId: string, step: Step): Promise<TxnTron> {
  const next = await ctx.client.getNextTx({ routeId, stepId: step.stepId });
  const txn = next.txnData!.txnTron!;
  // What the wallet signs is the hash of exactly the bytes the ledger will run.
  expect(txn.txID).toBe(
    createHash('sha256').update(Buffer.from(txn.raw_data_dex!, 'hex')).digest('hex'),
  );
  return txn;
}

const value = (txn: TxnTron) =>
  (
    txn.raw_data as {
      contract: [{ parameter: { value: { data: string; contract_address: string } } }];
    }
  ).contract[0].parameter.value;

async function quote(ctx: FlowContext, account: TronAccount, from: string, amount: string) {
  const route = await env.quoteOne(
    ctx,
    {
      fromChainId: TRON_CHAIN_ID,
      fromAssetAddress: env.token(TRON_CHAIN_ID, from).address,
      toChainId: TRON_CHAIN_ID,
      toAssetAddress: TRON_NATIVE,
      amount: { inputAmount: parseUnits(amount, 6) },
      userWalletAddress: account.address,
    },
    'sunflower',
  );
  const { steps } = await ctx.client.createTx({ routeId: route.routeId });
  return { route, steps };
}

describe('Tron routes on the Tron ledger', () => {
  it('bridges TRX to Sandbox Ethereum: the deposit runs on the ledger, the relayer pays on anvil', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = (await tronAccounts())[3]!;
    const recipient = env.wallets.evm[4]!.address;
    const usdc = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: TRON_CHAIN_ID,
        fromAssetAddress: TRON_NATIVE,
        toChainId: '31337',
        toAssetAddress: usdc.address,
        amount: { inputAmount: parseUnits('500', 6) },
        userWalletAddress: account.address,
        recipient,
      },
      'arc',
    );
    const { steps } = await ctx.client.createTx({ routeId: route.routeId });
    const deposit = steps.find((s) => s.stepType === 'bridge')!;
    const before = await env.ledgers.balance(usdc, recipient);
    const trxBefore = (await balances(url, account, env.token(TRON_CHAIN_ID, 'USDT').address)).trx;
    const txn = await tronTxn(ctx, route.routeId, deposit);
    expect(await signAndBroadcast(url, txn, account.privateKey)).toMatchObject({ result: true });
    const status = () =>
      ctx.client.getStatus({ routeId: route.routeId, stepId: deposit.stepId, txnHash: txn.txID });
    expect(await finalStatus(status)).toBe('success');
    const done = await status();
    const credited = (await env.ledgers.balance(usdc, recipient)) - before;
    expect(credited).toBeGreaterThanOrEqual(BigInt(route.minOutputAmount));
    expect(credited).toBeLessThanOrEqual(BigInt(route.outputAmount)); // the relayer took the fees
    expect(done.outputAmount).toBe(credited);
    expect(done.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    const info = await api(url, '/wallet/gettransactioninfobyid', { value: txn.txID });
    const trxAfter = (await balances(url, account, env.token(TRON_CHAIN_ID, 'USDT').address)).trx;
    expect(trxBefore - trxAfter).toBe(parseUnits('500', 6) + BigInt(info.fee as number));
  });

  it('lists Sandbox Tron with its ledger, and funded Tron development keys', async () => {
    const ctx = env.context();
    const chain = (await ctx.client.getChains()).find((c) => c.chainId === TRON_CHAIN_ID);
    expect(chain).toMatchObject({ name: 'Sandbox Tron', networkType: 'tron' });
    const url = await ledgerUrl(ctx);
    expect(url).toBe(env.sandbox.chains.tron.rpcUrl);
    const [account] = await tronAccounts();
    expect(account!.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(account!.hexAddress).toMatch(/^41[0-9a-f]{40}$/);
    expect(account!.privateKey).toMatch(/^[0-9a-f]{64}$/);
    const held = await balances(url, account!, env.token(TRON_CHAIN_ID, 'USDT').address);
    expect(held.trx).toBeGreaterThan(parseUnits('100000', 6));
    expect(held.token).toBeGreaterThan(parseUnits('10000', 6));
  });

  it('swaps USDT for TRX: an exact TRC-20 approval, then the router, both on the ledger', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = (await tronAccounts())[1]!;
    const usdt = env.token(TRON_CHAIN_ID, 'USDT').address;
    const { route, steps } = await quote(ctx, account, 'USDT', '250');
    expect(steps.map((s) => s.stepType)).toEqual(['approval', 'swap']);
    const before = await balances(url, account, usdt);
    let fees = 0n;
    let last: Awaited<ReturnType<typeof ctx.client.getStatus>> | undefined;
    for (const step of steps) {
      const txn = await tronTxn(ctx, route.routeId, step);
      if (step.stepType === 'approval') {
        const call = decodeFunctionData({ abi: erc20Abi, data: `0x${value(txn).data}` as Hex });
        expect(call.functionName).toBe('approve');
        expect(call.args[1]).toBe(parseUnits('250', 6)); // exact, not 2^256-1
      } else {
        const call = decodeFunctionData({
          abi: routerSwapAbi,
          data: `0x${value(txn).data}` as Hex,
        });
        expect(call.args[3]).toBe(BigInt(route.minOutputAmount));
      }
      expect(await signAndBroadcast(url, txn, account.privateKey)).toEqual({
        result: true,
        txid: txn.txID,
      });
      const status = () =>
        ctx.client.getStatus({ routeId: route.routeId, stepId: step.stepId, txnHash: txn.txID });
      expect(await finalStatus(status)).toBe('success');
      last = await status();
      const info = await api(url, '/wallet/gettransactioninfobyid', { value: txn.txID });
      fees += BigInt((info.fee as number | undefined) ?? 0);
    }
    const after = await balances(url, account, usdt);
    expect(after.token).toBe(before.token - parseUnits('250', 6));
    const received = after.trx - before.trx + fees;
    expect(last?.outputAmount).toBe(received);
    expect(last?.outputToken?.address).toBe(TRON_NATIVE);
    expect(received).toBeGreaterThanOrEqual(BigInt(route.minOutputAmount));
    expect(received).toBeLessThanOrEqual(BigInt(route.outputAmount)); // the router took the fees
  });

  it('reports failed for a swap that reverted on the ledger, and refuses another step’s txID', async () => {
    const ctx = env.context();
    const url = await ledgerUrl(ctx);
    const account = (await tronAccounts())[2]!;
    const { route, steps } = await quote(ctx, account, 'USDC', '40');
    const [approval, swap] = steps as [Step, Step];
    const approve = await tronTxn(ctx, route.routeId, approval);
    // The swap without its approval: on chain, and reverted (the router may not pull the USDC).
    const txn = await tronTxn(ctx, route.routeId, swap);
    expect((await signAndBroadcast(url, txn, account.privateKey)).result).toBe(true);
    const info = await api(url, '/wallet/gettransactioninfobyid', { value: txn.txID });
    expect((info.receipt as { result: string }).result).toBe('REVERT');
    const status = () =>
      ctx.client.getStatus({ routeId: route.routeId, stepId: swap.stepId, txnHash: txn.txID });
    expect(await finalStatus(status)).toBe('failed');
    // The approval's transaction reported for the swap: not this step's.
    expect((await signAndBroadcast(url, approve, account.privateKey)).result).toBe(true);
    await expect(
      ctx.client.getStatus({ routeId: route.routeId, stepId: swap.stepId, txnHash: approve.txID }),
    ).rejects.toThrow(/does not match this step/);
  });
});
