import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import { ApiError, NetworkError } from '../../api/errors';
import type {
  NextTxResult,
  Route,
  StatusResult,
  Step,
  TxnData,
  TypedDataPayload,
} from '../../api/types';
import { engineDepsWith } from '../../test/engineDeps';
import { evmSignerStub } from '../../test/evmSignerStub';
import { ORDER_DOMAIN, SANDBOX_SETTLEMENT, typedOrder } from '../../test/orderFixtures';
import { asset, route as makeRoute, step as makeStep } from '../../test/routeFixtures';
import type { ExecutionDeps } from '../deps';
import { createExecutionStore } from '../executionStore';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { EvmCall, EvmSigner, EvmTypedData } from '../signers';
import { UserRejectedError } from '../walletErrors';
import { encodeApprove } from './approval';

/**
 * The engine on a gasless route (approval, then an EIP-712 order: `sign-typed`), with a fake
 * service and wallet: what is checked before the wallet is asked, what is signed, saved and
 * posted, and what a reload, a refusal or a lost answer do. The same on the sandbox's chains:
 * sandbox/src/flows/gaslessOrder.test.ts.
 */
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SETTLEMENT = SANDBOX_SETTLEMENT;
const ROUTER = '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba';
const EVIL = '0xbad0bAd0BAd0BaD0bAD0BAD0bAd0BAD0BAD0bAd0';
const NOW = 1_800_000_000_000;
const SIGNATURE = `0x${'5a'.repeat(65)}` as const;

const USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
});
const WETH = asset({ symbol: 'WETH', address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431' });
const SWAP: Step = makeStep({
  stepId: 'order',
  from: USDC,
  to: WETH,
  inputAmount: 250_000_000n,
  outputAmount: 80_000n,
});
const APPROVAL: Step = { ...SWAP, stepId: 'approve', stepType: 'approval', to: USDC };
const ROUTE: Route = makeRoute({
  routeId: 'r1',
  from: USDC,
  to: WETH,
  steps: [SWAP],
  inputAmount: 250_000_000n,
  outputAmount: 80_000n,
  minOutputAmount: 79_600n,
  userWalletAddress: USER,
});

function order(
  message: Record<string, unknown> = {},
  domain: Record<string, unknown> = {},
): TypedDataPayload {
  const base = {
    maker: USER,
    inputToken: USDC.address,
    inputAmount: '250000000',
    outputToken: WETH.address,
    minOutputAmount: '79600',
    recipient: USER,
    deadline: String(NOW / 1000 + 1200),
    nonce: '1',
  };
  return typedOrder({ ...base, ...message }, { domain: { ...ORDER_DOMAIN, ...domain } });
}

interface Script {
  /** The orders `/nextTx` hands out, in turn; the last one repeats. */
  orders?: TxnData['evmSignature'][];
  /** What `POST /submit` does, in turn; the last one repeats. */
  submits?: Array<StatusResult['status'] | Error>;
  /** `/status` answers in order; the last one repeats. */
  statuses?: StatusResult['status'][];
}

function fakeService(script: Script = {}) {
  const calls: string[] = [];
  const posted: string[] = [];
  const statusHashes: Array<string | undefined> = [];
  let orders = 0;
  let submits = 0;
  let polls = 0;
  const nextOf = <T>(list: T[] | undefined, n: number, fallback: T): T =>
    list ? (list[Math.min(n, list.length - 1)] ?? fallback) : fallback;
  const evm = (txn: Partial<TxnData>): TxnData => ({
    networkType: 'evm',
    isCompleted: false,
    skipTxn: false,
    txnType: 'on-chain',
    gasless: false,
    ...txn,
  });
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [APPROVAL, SWAP] }),
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      const txnData =
        stepId === 'approve'
          ? evm({
              txnEvm: { to: USDC.address, value: 0n, data: encodeApprove(SETTLEMENT, maxUint256) },
            })
          : evm({
              txnType: 'sign-typed',
              gasless: true,
              evmSignature: nextOf(script.orders, orders++, { kind: 'typed', typedData: order() }),
            });
      return { routeId: 'r1', stepId, skipTxn: false, txnData };
    },
    submitSignature: async ({ stepId, signedTxn }: { stepId: string; signedTxn: string }) => {
      calls.push(`submit:${stepId}`);
      posted.push(signedTxn);
      const answer = nextOf(script.submits, submits++, 'in-progress' as const);
      if (answer instanceof Error) throw answer;
      return { routeId: 'r1', stepId, status: answer, warnings: [] };
    },
    getStatus: async ({ stepId, txnHash }: { stepId: string; txnHash?: string }) => {
      calls.push(`status:${stepId}`);
      if (stepId === 'order') statusHashes.push(txnHash);
      const status = stepId === 'order' ? nextOf(script.statuses, polls++, 'success') : 'success';
      return { routeId: 'r1', stepId, status, warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { client, calls, posted, statusHashes };
}

function fakeWallet(overrides: Partial<EvmSigner> = {}) {
  const sent: EvmCall[] = [];
  const signed: EvmTypedData[] = [];
  const asked: string[] = [];
  let chain = 31337;
  // The stub's chain knows what this wallet sends (`readTransaction`).
  const signer = evmSignerStub(USER, {
    walletChainId: async () => chain,
    switchChain: async (id) => {
      asked.push(`switch:${id}`);
      chain = id;
    },
    nonce: async () => sent.length,
    minedNonce: async () => sent.length,
    sendTransaction: async (call) => {
      asked.push('transaction');
      sent.push(call);
      return `0x${String(sent.length).padStart(64, '0')}`;
    },
    signTypedData: async ({ typedData }) => {
      asked.push('order');
      signed.push(typedData);
      return SIGNATURE;
    },
    ...overrides,
  });
  return {
    signer,
    sent,
    signed,
    asked,
    onChain: (id: number) => {
      chain = id;
    },
  };
}

const depsWith = (client: RoutingClient, signer: EvmSigner | undefined) =>
  engineDepsWith(client, signer, { now: () => NOW });

const record = (deps: ExecutionDeps, stepId = 'order') =>
  deps.store.getState().executions.r1?.steps.find((s) => s.stepId === stepId);

describe('runExecution: a gasless order (sign-typed)', () => {
  it('approves the settlement contract, checks the order, signs it, submits it and follows it without a hash', async () => {
    const service = fakeService({ statuses: ['in-progress', 'success'] });
    const wallet = fakeWallet();
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const done = await runExecution('r1', deps);

    expect(done.status).toBe('done');
    // The approval unlocks exactly the input for the contract the order names.
    expect(wallet.sent.map((c) => c.data)).toEqual([encodeApprove(SETTLEMENT, 250_000_000n)]);
    expect(wallet.asked).toEqual(['transaction', 'order']);
    expect(wallet.signed).toEqual([
      {
        domain: order().domain,
        types: order().types,
        primaryType: 'Order',
        message: {
          ...order().message,
          inputAmount: 250_000_000n,
          minOutputAmount: 79_600n,
          deadline: BigInt(NOW / 1000 + 1200),
          nonce: 1n,
        },
      },
    ]);
    expect(service.posted).toEqual([SIGNATURE]);
    expect(service.statusHashes).toEqual([undefined, undefined]);
    expect(service.calls).toEqual([
      'nextTx:approve',
      'nextTx:order',
      'status:approve',
      'nextTx:order',
      'submit:order',
      'status:order',
      'status:order',
    ]);
    expect(done.steps[1]).toMatchObject({
      phase: 'done',
      signing: 'typed',
      orderSignature: SIGNATURE,
      target: SETTLEMENT,
      status: 'success',
    });
    expect(done.steps[1]?.txHash).toBeUndefined();
  });

  it('takes the service at its word when /submit answers final at once', async () => {
    const service = fakeService({ submits: ['success'] });
    const { deps } = depsWith(service.client, fakeWallet().signer);
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(service.calls.filter((c) => c.startsWith('status:order'))).toEqual([]);
  });

  const refused: Array<[string, TxnData['evmSignature'], RegExp]> = [
    [
      'an order paying someone else',
      { kind: 'typed', typedData: order({ recipient: EVIL }) },
      /^The order would pay another address than this route's recipient\. Nothing was signed\.$/,
    ],
    [
      'an order asking for less than the route',
      { kind: 'typed', typedData: order({ minOutputAmount: '1' }) },
      /^The order asks for another token, or less of it, than this route promises\./,
    ],
    [
      'an order settled elsewhere than the approved contract',
      { kind: 'typed', typedData: order({}, { verifyingContract: ROUTER }) },
      /^The order would be settled by another contract than the one given for this route\./,
    ],
    [
      'an order that already expired',
      { kind: 'typed', typedData: order({ deadline: String(NOW / 1000 - 1) }) },
      /^The order has expired, or would stay valid for more than a day\./,
    ],
    [
      'a plain text message (sign-untyped)',
      { kind: 'untyped', message: 'I agree' },
      /^This step asks your wallet to sign a plain text message, whose effect this widget cannot check, so it was not signed\.$/,
    ],
  ];
  it.each(refused)('refuses %s before the wallet is asked', async (_name, later, words) => {
    // The approval reads the honest order for its spender; the order step then gets `later`.
    const good = { kind: 'typed' as const, typedData: order() };
    const service = fakeService({ orders: [good, later] });
    const wallet = fakeWallet();
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.status).toBe('stopped');
    expect(record(deps)?.phase).toBe('failed');
    expect(record(deps)?.error?.message).toMatch(words);
    expect(wallet.asked).toEqual(['transaction']);
    expect(service.posted).toEqual([]);
  });

  it('refuses an order below the minimum the user reviewed, though the fresh route asks only that', async () => {
    // Reviewed: at least 79,600. The fresh route of Confirm pays as much but promises only 1,
    // and its order asks for 1: within the route, below what the user agreed to.
    const fresh: Route = { ...ROUTE, minOutputAmount: 1n };
    const cheap = { kind: 'typed' as const, typedData: order({ minOutputAmount: '1' }) };
    const service = fakeService({ orders: [cheap] });
    const wallet = fakeWallet();
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(fresh, deps, { confirmedMinOutput: 79_600n });
    const stopped = await runExecution('r1', deps);
    expect(stopped.status).toBe('stopped');
    expect(record(deps)).toMatchObject({
      phase: 'failed',
      error: {
        code: 'UNSAFE_TRANSACTION',
        message:
          'The order would settle for less than the minimum you agreed to receive. Nothing was signed.',
      },
    });
    expect(record(deps)?.error?.details).toContain('agreed to at least 79600');
    expect(wallet.signed).toEqual([]);
    expect(wallet.asked).toEqual(['transaction']);
    expect(service.posted).toEqual([]);
  });

  it('refuses an approval for another contract than the order settles with', async () => {
    const service = fakeService({
      orders: [{ kind: 'typed', typedData: order({}, { verifyingContract: ROUTER }) }],
    });
    const wallet = fakeWallet();
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    await runExecution('r1', deps);
    expect(record(deps, 'approve')?.error?.message).toMatch(
      /^The approval would let another contract/,
    );
    expect(wallet.asked).toEqual([]);
  });

  it('puts the wallet on the order chain first, and a rejected signature stops the step', async () => {
    const service = fakeService();
    const wallet = fakeWallet({
      signTypedData: async () => {
        throw new UserRejectedError({ request: 'signature' });
      },
    });
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    wallet.onChain(31338);
    await runExecution('r1', deps);
    expect(wallet.asked).toEqual(['switch:31337', 'transaction']);
    expect(record(deps)).toMatchObject({ phase: 'failed', error: { code: 'USER_REJECTED' } });
    expect(record(deps)?.orderSignature).toBeUndefined();
  });

  it('after a reload with the order signed, posts the saved signature: the wallet is not asked again', async () => {
    const service = fakeService({ submits: [new NetworkError()] });
    const wallet = fakeWallet();
    const { deps, storage } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    const lost = await runExecution('r1', deps);
    // /submit's answer was lost: the signed order is kept, to post again.
    expect(lost.status).toBe('stopped');
    expect(record(deps)).toMatchObject({ phase: 'submitted', orderSignature: SIGNATURE });

    const reloaded = fakeService({ submits: ['in-progress'], statuses: ['success'] });
    const again = fakeWallet();
    const deps2: ExecutionDeps = {
      ...deps,
      client: reloaded.client,
      signers: { evm: again.signer },
      store: createExecutionStore({ storageKey: 'k', storage }),
    };
    retryStep('r1', deps2);
    expect((await runExecution('r1', deps2)).status).toBe('done');
    expect(again.asked).toEqual([]);
    expect(reloaded.posted).toEqual([SIGNATURE]);
    expect(reloaded.calls).toEqual(['submit:order', 'status:order']);
  });

  it('follows a taken order without any wallet (followOnly after a reload)', async () => {
    const service = fakeService({ statuses: ['in-progress'] });
    const { deps } = depsWith(service.client, fakeWallet().signer);
    await beginExecution(ROUTE, deps);
    const controller = new AbortController();
    let polls = 0;
    deps.sleep = async () => {
      if (++polls === 2) controller.abort();
    };
    await runExecution('r1', deps, controller.signal);
    expect(record(deps)?.phase).toBe('tracking');

    const later = fakeService({ statuses: ['success'] });
    const noWallet: ExecutionDeps = { ...deps, client: later.client, signers: {} };
    const done = await runExecution('r1', noWallet, undefined, { followOnly: true });
    expect(done.status).toBe('done');
    expect(later.calls).toEqual(['status:order']);
  });

  it('a refused order fails the step; Try again signs a new one', async () => {
    const refusal = new ApiError('BAD_REQUEST', 'signedTxn: the order expired', { status: 400 });
    const service = fakeService({ submits: [refusal, 'in-progress'] });
    const wallet = fakeWallet();
    const { deps } = depsWith(service.client, wallet.signer);
    await beginExecution(ROUTE, deps);
    await runExecution('r1', deps);
    expect(record(deps)).toMatchObject({
      phase: 'failed',
      error: {
        code: 'TRANSACTION_FAILED',
        message:
          'The routing service refused the signed order, so nothing was moved. Try again to sign a new one.',
      },
    });
    expect(record(deps)?.error?.details).toContain('signedTxn: the order expired');

    retryStep('r1', deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(wallet.asked).toEqual(['transaction', 'order', 'order']);
    expect(service.posted).toHaveLength(2);
  });

  it('a solver that fails the order fails the step in the service words', async () => {
    const service = fakeService({ statuses: ['failed'] });
    const { deps } = depsWith(service.client, fakeWallet().signer);
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('stopped');
    expect(record(deps)?.error?.message).toBe('The routing service reports that this step failed.');
  });

  it('a run whose lease is lost right before the order prompt asks the wallet for no signature', async () => {
    const service = fakeService();
    const wallet = fakeWallet();
    const lease = new AbortController();
    let prompts = 0;
    const { deps } = engineDepsWith(service.client, wallet.signer, {
      now: () => NOW,
      // The approval's prompt goes ahead; the lease is gone by the order's.
      confirmLease: () => {
        prompts += 1;
        if (prompts === 2) lease.abort(new DOMException('Another tab took this swap over.'));
      },
    });
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, lease.signal);
    expect(wallet.asked).toEqual(['transaction']);
    expect(left.status).toBe('running');
    expect(record(deps)).toMatchObject({ phase: 'wallet', signing: 'typed', error: undefined });
  });

  it('keeps what it learnt in the store, step by step', async () => {
    const service = fakeService();
    const { deps } = depsWith(service.client, fakeWallet().signer);
    await beginExecution(ROUTE, deps);
    const seen: string[] = [];
    const off = deps.store.subscribe((s) => {
      const r = s.executions.r1?.steps[1];
      const key = `${r?.phase}${r?.orderSignature ? '+signature' : ''}`;
      if (seen.at(-1) !== key) seen.push(key);
    });
    await runExecution('r1', deps);
    off();
    expect(seen).toEqual([
      'waiting',
      'preparing',
      'wallet',
      'submitted+signature',
      'tracking+signature',
      'done+signature',
    ]);
  });
});
