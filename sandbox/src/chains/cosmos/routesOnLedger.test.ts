import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { createWalletClient, type Hex, http } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Route, TxnCosmos } from '../../../../src/api/types';
import { type FlowContext, setupFlowSandbox } from '../../flows/flowSandbox';
import { finalStatus } from '../../testing/finalStatus';
import { type DevMsg, signDevTx } from './devSigner';
import type { CosmosDevAccount } from './keys';
import { MSG_SEND } from './messages';
import { requiredFee } from './params';
import { cosmosRest } from './restClient';

/**
 * Cosmos routes on the sandbox's ledger, over HTTP only: quoted, `/createTx` and `/nextTx`
 * through the widget's client, the `txnCosmos` payload signed as handed out by a dev key
 * (cosmjs wallets), broadcast to the REST URL `/chains` lists, `/status` followed to the end,
 * and the ledgers read through their own APIs.
 */
const env = setupFlowSandbox({}, 100);
const COSMOS = 'sandbox-cosmos-1';

function restOfChain() {
  return cosmosRest(env.sandbox.chains.cosmos.restUrl);
}

/** The payload's messages, signed DIRECT (or amino) by the dev key at its ledger state. */
async function signPayload(
  txn: TxnCosmos,
  dev: CosmosDevAccount,
  change: { messages?: DevMsg[] } = {},
): Promise<Uint8Array> {
  const rest = restOfChain();
  const state = await rest.account(dev.address);
  if (!state.ok) throw new Error(state.body.message);
  const { messages, memo } = JSON.parse(txn.data) as {
    messages: Array<{ typeUrl: string; value: unknown }>;
    memo: string;
  };
  const gasLimit = BigInt(txn.gasLimit ?? '0');
  return signDevTx({
    chainId: COSMOS,
    accountNumber: BigInt(state.body.account.account_number),
    sequence: BigInt(state.body.account.sequence),
    messages:
      change.messages ??
      messages.map((m) =>
        m.typeUrl === MSG_SEND
          ? { typeUrl: MSG_SEND, value: MsgSend.fromJSON(m.value) }
          : {
              typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
              value: MsgTransfer.fromJSON(m.value),
            },
      ),
    memo,
    fee: [{ denom: 'uatom', amount: requiredFee(txn.gasPrice ?? '0', gasLimit).toString() }],
    gasLimit,
    mode: 'direct',
    privateKey: dev.privateKey,
  });
}

/** gaiaswap's same-chain ATOM -> USDC route on the Cosmos ledger for `user`, `amount` ATOM. */
async function quoteAtomToUsdc(ctx: FlowContext, user: string, amount: string) {
  const [atom, usdc] = [env.token(COSMOS, 'ATOM'), env.token(COSMOS, 'USDC')];
  const route = await env.quoteOne(
    ctx,
    {
      fromChainId: COSMOS,
      fromAssetAddress: atom.address,
      toChainId: COSMOS,
      toAssetAddress: usdc.address,
      amount: { inputAmountDisplay: amount },
      userWalletAddress: user,
    },
    'gaiaswap',
  );
  return { atom, usdc, route };
}

async function firstStepPayload(ctx: FlowContext, route: Route) {
  const { steps } = await ctx.client.createTx({ routeId: route.routeId });
  const step = steps[0]!;
  const next = await ctx.client.getNextTx({ routeId: route.routeId, stepId: step.stepId });
  const txn = next.txnData?.txnCosmos;
  if (!txn) throw new Error('no txnCosmos');
  return { step, txn };
}

describe('Cosmos routes on the ledger', () => {
  it('same-chain swap: the pool pays the quoted output in the transaction, /status says so', async () => {
    const ctx = env.context();
    const dev = env.sandbox.chains.cosmos.devAccounts[0]!;
    const { atom, usdc, route } = await quoteAtomToUsdc(ctx, dev.address, '12.5');
    const { step, txn } = await firstStepPayload(ctx, route);
    const rest = restOfChain();
    const before = {
      atom: await rest.balance(dev.address, atom.address),
      usdc: await rest.balance(dev.address, usdc.address),
    };
    const sent = await rest.broadcast(await signPayload(txn, dev));
    expect(sent.code).toBe(0);
    const status = await ctx.client.getStatus({
      routeId: route.routeId,
      stepId: step.stepId,
      txnHash: sent.txhash,
    });
    expect(status).toMatchObject({ status: 'success', outputAmount: route.outputAmount });
    expect(status.outputToken?.address).toBe(usdc.address);
    const fee = requiredFee(txn.gasPrice ?? '0', BigInt(txn.gasLimit ?? '0'));
    expect(await rest.balance(dev.address, atom.address)).toBe(before.atom - 12_500_000n - fee);
    expect(await rest.balance(dev.address, usdc.address)).toBe(before.usdc + route.outputAmount);
    expect(route.outputAmount).toBeGreaterThanOrEqual(route.minOutputAmount);
  });

  it('a transaction that is not the step’s is a 400; one that failed on the ledger is failed', async () => {
    const ctx = env.context();
    const dev = env.sandbox.chains.cosmos.devAccounts[1]!;
    const { atom, usdc, route } = await quoteAtomToUsdc(ctx, dev.address, '3');
    const { step, txn } = await firstStepPayload(ctx, route);
    const rest = restOfChain();
    // The step's memo, but a payment to the user's own account instead of the pool.
    const selfPay = await rest.broadcast(
      await signPayload(txn, dev, {
        messages: [
          {
            typeUrl: MSG_SEND,
            value: {
              fromAddress: dev.address,
              toAddress: dev.address,
              amount: [{ denom: atom.address, amount: '3000000' }],
            },
          },
        ],
      }),
    );
    expect(selfPay.code).toBe(0);
    await expect(
      ctx.client.getStatus({
        routeId: route.routeId,
        stepId: step.stepId,
        txnHash: selfPay.txhash,
      }),
    ).rejects.toThrow(/does not match this step/);
    // The step's own transaction, failing on the ledger: the user spent their ATOM meanwhile.
    const held = await rest.balance(dev.address, atom.address);
    const drain = await rest.broadcast(
      await signPayload(txn, dev, {
        messages: [
          {
            typeUrl: MSG_SEND,
            value: {
              fromAddress: dev.address,
              toAddress: env.sandbox.chains.cosmos.devAccounts[4]!.address,
              amount: [{ denom: atom.address, amount: (held - 1_000_000n).toString() }],
            },
          },
        ],
      }),
    );
    expect(drain.code).toBe(0);
    const usdcBefore = await rest.balance(dev.address, usdc.address);
    const sent = await rest.broadcast(await signPayload(txn, dev));
    expect(sent.code).toBe(0);
    const found = await rest.tx(sent.txhash);
    expect(found.ok && found.body.tx_response.code).toBe(5);
    const status = await ctx.client.getStatus({
      routeId: route.routeId,
      stepId: step.stepId,
      txnHash: sent.txhash,
    });
    expect(status.status).toBe('failed');
    expect(await rest.balance(dev.address, usdc.address)).toBe(usdcBefore);
  });

  it('Cosmos -> EVM: an IBC MsgTransfer is escrowed and delivered on anvil by the relayer', async () => {
    const ctx = env.context();
    const dev = env.sandbox.chains.cosmos.devAccounts[2]!;
    const recipient = env.wallets.evm[3]!.address;
    const from = env.token(COSMOS, 'USDC');
    const to = env.token('31337', 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: COSMOS,
        fromAssetAddress: from.address,
        toChainId: '31337',
        toAssetAddress: to.address,
        amount: { inputAmountDisplay: '40' },
        userWalletAddress: dev.address,
        recipient,
      },
      'span',
    );
    const { step, txn } = await firstStepPayload(ctx, route);
    const rest = restOfChain();
    const [held, received] = [
      await rest.balance(dev.address, from.address),
      await env.ledgers.balance(to, recipient),
    ];
    const sent = await rest.broadcast(await signPayload(txn, dev));
    expect(sent.code).toBe(0);
    expect(await rest.balance(dev.address, from.address)).toBe(held - 40_000_000n);
    const status = () =>
      ctx.client.getStatus({ routeId: route.routeId, stepId: step.stepId, txnHash: sent.txhash });
    expect(await finalStatus(status)).toBe('success');
    const final = await status();
    expect(final.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
    const credited = (await env.ledgers.balance(to, recipient)) - received;
    expect(credited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(credited).toBeLessThanOrEqual(route.outputAmount); // the relayer took the fees
    expect(final.outputAmount).toBe(credited);
  });

  it('EVM -> Cosmos: a bridge deposit on anvil is paid on the ledger from the bridge reserve', async () => {
    const ctx = env.context();
    const payer = env.wallets.evm[4]!;
    const recipient = env.sandbox.chains.cosmos.devAccounts[3]!.address;
    const from = env.token('31337', 'USDC');
    const to = env.token(COSMOS, 'USDC');
    const route = await env.quoteOne(
      ctx,
      {
        fromChainId: '31337',
        fromAssetAddress: from.address,
        toChainId: COSMOS,
        toAssetAddress: to.address,
        amount: { inputAmountDisplay: '25' },
        userWalletAddress: payer.address,
        recipient,
      },
      'span',
    );
    const { steps } = await ctx.client.createTx({ routeId: route.routeId });
    const chain = env.ledgers.viemChain('31337');
    const wallet = createWalletClient({ account: payer, chain, transport: http() });
    const rest = restOfChain();
    const received = await rest.balance(recipient, to.address);
    let last: { stepId: string; hash: Hex } | undefined;
    for (const step of steps) {
      const next = await ctx.client.getNextTx({ routeId: route.routeId, stepId: step.stepId });
      const t = next.txnData?.txnEvm;
      if (!t) throw new Error(`no txnEvm for ${step.stepType}`);
      const hash = await wallet.sendTransaction({ to: t.to as Hex, data: t.data, value: t.value });
      await env.ledgers.evm('31337').waitForTransactionReceipt({ hash });
      last = { stepId: step.stepId, hash };
    }
    if (!last) throw new Error('no steps');
    const status = () =>
      ctx.client.getStatus({ routeId: route.routeId, stepId: last.stepId, txnHash: last.hash });
    expect(await finalStatus(status)).toBe('success');
    const final = await status();
    expect(final.destTxnHash).toMatch(/^[0-9A-F]{64}$/);
    const credited = (await rest.balance(recipient, to.address)) - received;
    expect(credited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(credited).toBeLessThanOrEqual(route.outputAmount); // the relayer took the fees
    expect(final.outputAmount).toBe(credited);
    const payout = await rest.tx(final.destTxnHash ?? '');
    expect(payout.ok && payout.body.tx_response.code).toBe(0);
  });
});
