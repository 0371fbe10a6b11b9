import { afterEach, describe, expect, it } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { StatusResult } from '../api/types';
import { createWidgetEvents } from '../events/widgetEvents';
import {
  createExecutionStore,
  type ExecutionStore,
  putExecution,
} from '../execution/executionStore';
import type { Execution, StepPhase } from '../execution/model';
import { syncFromStorage } from '../execution/tabs/syncFromStorage';
import { createTabState } from '../execution/tabs/tabState';
import { startExecution } from '../execution/transitions';
import { memoryStorage } from '../state/persistedStorage';
import {
  ATOM,
  SWAP as COSMOS_SWAP,
  USDC as COSMOS_USDC,
  USER as COSMOS_USER,
} from '../test/cosmosFixtures';
import { EVIL, evmNextTx, ROUTER, recordingEvmSigner } from '../test/erc20Swap';
import { eventually } from '../test/eventually';
import { fakeExportForFile } from '../test/fakeExportForFile';
import { makeChain } from '../test/renderWidget';
import { asset, route, step } from '../test/routeFixtures';
import { createWalletStateStore } from '../wallets/walletState';
import { type ExecutionRuntime, startExecutionRuntime } from './executionRuntime';
import * as recipientBalance from './recipientBalance';
import * as transactionFee from './transactionFee';

// The ledger: every recipient holds 1,000 before and 1,700 after (700 arrived).
const ledger = { reads: [] as string[] };
fakeExportForFile(recipientBalance, 'readRecipientBalance', async (_chains, asset, owner) => {
  ledger.reads.push(`${asset.symbol}:${owner}`);
  return 1_700n;
});
fakeExportForFile(transactionFee, 'readTransactionFee', async () => ({
  payer: 'someone else',
  fee: 1n,
}));

const CHAIN = makeChain({ chainId: '31337', name: 'Sandbox Ethereum' });
const USDC = asset({ symbol: 'USDC', decimals: 6 });
const WETH = asset({ symbol: 'WETH' });
const DAI = asset({ symbol: 'DAI' });

/**
 * An approval done, then a swap to `to` for `recipient` in `phase` (sent, with a hash, unless
 * waiting): what a page closed in the middle of a swap leaves.
 */
function leftAt(
  id: string,
  phase: StepPhase,
  { to = WETH, recipient = '0xUSER', createdAt = 0, stopped = false } = {},
): Execution {
  const approve = step({ stepId: `${id}:approve`, stepType: 'approval', from: USDC, to: USDC });
  const swap = step({ stepId: `${id}:swap`, from: USDC, to });
  const r = route({ routeId: id, from: USDC, to, steps: [swap] });
  const e = startExecution(r, [approve, swap], {
    recipient,
    balanceBefore: 1_000n,
    now: createdAt,
  });
  const sent = phase === 'waiting' ? {} : { txHash: `0x${id}` };
  const error = { code: 'NETWORK' as const, message: 'Could not reach the routing service.' };
  return {
    ...e,
    status: stopped ? 'stopped' : 'running',
    steps: [
      { ...e.steps[0], phase: 'done', txHash: `0x${id}a` } as Execution['steps'][number],
      {
        ...e.steps[1],
        phase,
        ...sent,
        ...(stopped ? { error } : {}),
      } as Execution['steps'][number],
    ],
  };
}

/** A routing service whose `/status` says every step succeeded. */
function service() {
  const calls: string[] = [];
  const client = {
    getStatus: async ({ routeId, stepId }: { routeId: string; stepId: string }) => {
      calls.push(`status:${stepId}`);
      const status: StatusResult = {
        routeId,
        stepId,
        status: 'success',
        warnings: [],
        srcTxnUrl: `http://explorer.test/tx/${stepId}`,
      };
      return status;
    },
    getNextTx: async ({ stepId }: { stepId: string }) => {
      calls.push(`nextTx:${stepId}`);
      throw new Error('not expected: nothing new is asked without the swap on screen');
    },
  } as unknown as RoutingClient;
  return { client, calls };
}

let runtime: ExecutionRuntime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  // The tab leases (one record per execution id in localStorage): a test's swap "shown" must
  // not find the previous test's lease, whatever the order (`--sequence.shuffle`).
  window.localStorage.clear();
  ledger.reads.length = 0;
});

function start(store: ExecutionStore, shownId: string | undefined) {
  const wallets = createWalletStateStore();
  const { client, calls } = service();
  const events = createWidgetEvents();
  const told: string[] = [];
  events.on('*', (e) =>
    told.push(
      'stepId' in e
        ? `${e.type}:${e.executionId}:${e.stepId}`
        : `${e.type}:${'executionId' in e ? e.executionId : ''}`,
    ),
  );
  runtime = startExecutionRuntime({
    store,
    wallets,
    tabs: createTabState(),
    scope: 'test:http://127.0.0.1:8787',
    shownId: () => shownId,
    client: () => client,
    tokens: (chainId) => client.getTokens({ chainId }),
    options: () => ({ unlimitedApprovals: false }),
    events,
  });
  return { wallets, calls, told };
}

const executionsOf = (store: ExecutionStore) => store.getState().executions;

describe('execution runtime: a later visit', () => {
  it('follows every swap sent before the page closed to its end, on screen or not, without the wallet', async () => {
    const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
    putExecution(store, leftAt('shown', 'tracking', { recipient: '0xA', createdAt: 3 }));
    putExecution(store, leftAt('other', 'tracking', { to: DAI, recipient: '0xB', createdAt: 2 }));
    // Its following broke off (the service was unreachable): asked again, once.
    putExecution(store, leftAt('broken', 'tracking', { recipient: '0xC', stopped: true }));
    // Not sent yet: it needs the wallet, so it waits until it is reopened.
    putExecution(store, leftAt('unsent', 'waiting', { recipient: '0xD' }));
    const { wallets, calls, told } = start(store, 'shown');
    // The chains first: what arrived is read from them.
    expect(calls).toEqual([]);
    wallets.setState({ chains: [CHAIN] });

    await eventually(() => {
      for (const id of ['shown', 'other', 'broken']) {
        expect(executionsOf(store)[id]?.settledAt, id).toBeDefined();
      }
    });
    for (const id of ['shown', 'other', 'broken']) {
      expect(executionsOf(store)[id]).toMatchObject({
        status: 'done',
        received: { amount: 700n },
        steps: [
          { phase: 'done' },
          { phase: 'done', srcTxnUrl: `http://explorer.test/tx/${id}:swap` },
        ],
      });
    }
    expect(executionsOf(store).unsent?.steps[1]?.phase).toBe('waiting');
    expect(calls.filter((c) => c.startsWith('nextTx'))).toEqual([]);
    // The integrator hears how each ended, once, and nothing of what the store held before.
    for (const id of ['shown', 'other', 'broken']) {
      expect(told.filter((t) => t === `step-done:${id}:${id}:swap`)).toHaveLength(1);
      expect(told.filter((t) => t === `execution-done:${id}`)).toHaveLength(1);
    }
    expect(told.some((t) => t.startsWith('execution-started'))).toBe(false);
  });

  it('shows no amount for one whose balance another swap to the same wallet and token moved meanwhile', async () => {
    const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
    putExecution(store, { ...leftAt('first', 'tracking', { createdAt: 1 }), updatedAt: 5 });
    putExecution(store, { ...leftAt('second', 'tracking', { createdAt: 4 }), updatedAt: 6 });
    const { wallets } = start(store, undefined);
    wallets.setState({ chains: [CHAIN] });

    await eventually(() => {
      expect(executionsOf(store).first?.settledAt).toBeDefined();
      expect(executionsOf(store).second?.settledAt).toBeDefined();
    });
    // Each one's balance change holds the other's delivery: neither is shown as its own.
    for (const id of ['first', 'second']) {
      expect(executionsOf(store)[id]?.status).toBe('done');
      expect(executionsOf(store)[id]?.received).toBeUndefined();
    }
    expect(ledger.reads).toEqual([]);
  });
});

describe('execution runtime: a record read from storage never opens a wallet prompt', () => {
  /** What a connected EVM wallet offers the runtime: the engine's signer on it. */
  function connect(wallets: ReturnType<typeof createWalletStateStore>) {
    const { signer, sent } = recordingEvmSigner({ readAllowance: async () => 10n ** 18n });
    wallets.drivers.evm = { executionSigner: () => signer } as never;
    wallets.setState((s) => ({ chains: [CHAIN], evm: { ...s.evm, status: 'connected' } }));
    return sent;
  }

  /** The swap's `/nextTx` and `/status`, for the route `id`. */
  function swapService(id: string) {
    const asked: string[] = [];
    const client = {
      getNextTx: async ({ stepId }: { stepId: string }) => {
        asked.push(`nextTx:${stepId}`);
        return { ...evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef' }), routeId: id };
      },
      getStatus: async ({ stepId }: { stepId: string }) => {
        asked.push(`status:${stepId}`);
        return { routeId: id, stepId, status: 'success', warnings: [] } as StatusResult;
      },
    } as unknown as RoutingClient;
    return { client, asked };
  }

  function startWith(store: ExecutionStore, client: RoutingClient) {
    const wallets = createWalletStateStore();
    const tabs = createTabState();
    runtime = startExecutionRuntime({
      store,
      wallets,
      tabs,
      scope: 'test:http://127.0.0.1:8787',
      shownId: () => 'shown',
      client: () => client,
      tokens: (chainId) => client.getTokens({ chainId }),
      options: () => ({ unlimitedApprovals: false }),
      events: createWidgetEvents(),
    });
    return { wallets, tabs };
  }

  it('reopened after a reload, the swap waits for Resume swap; then its next step is asked and signed', async () => {
    const storage = memoryStorage();
    putExecution(createExecutionStore({ storageKey: 'k', storage }), leftAt('shown', 'waiting'));
    const store = createExecutionStore({ storageKey: 'k', storage });
    await store.persist.rehydrate();
    const { client, asked } = swapService('shown');
    const { wallets, tabs } = startWith(store, client);
    const sent = connect(wallets);

    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    expect(asked).toEqual([]);
    expect(tabs.getState().approved.has('shown')).toBe(false);

    runtime?.approveHere('shown');
    await eventually(() => expect(executionsOf(store).shown?.status).toBe('done'));
    expect(asked).toEqual(['nextTx:shown:swap', 'status:shown:swap']);
    expect(sent.map((c) => c.to)).toEqual([ROUTER]);
  });

  it('a Cosmos swap reopened after a reload runs on Resume swap once its wallet is connected', async () => {
    const storage = memoryStorage();
    const swap = { ...COSMOS_SWAP, stepId: 'shown:swap' };
    const cosmosRoute = route({ routeId: 'shown', from: ATOM, to: COSMOS_USDC, steps: [swap] });
    putExecution(
      createExecutionStore({ storageKey: 'k', storage }),
      startExecution(cosmosRoute, [swap], { recipient: COSMOS_USER, now: 0 }),
    );
    const store = createExecutionStore({ storageKey: 'k', storage });
    await store.persist.rehydrate();
    const { client, asked } = swapService('shown');
    const { wallets } = startWith(store, client);
    wallets.drivers.cosmos = { executionSigner: () => ({ account: () => COSMOS_USER }) } as never;
    wallets.setState((s) => ({ chains: [CHAIN], cosmos: { ...s.cosmos, status: 'connected' } }));

    runtime?.approveHere('shown');
    // Its next step is prepared: `/nextTx` asked (whose EVM answer the step then refuses).
    await eventually(() => expect(asked).toEqual(['nextTx:shown:swap']));
  });

  it('approved with its wallet away, the step asks /nextTx, waits for the wallet, and goes on by itself once it is connected', async () => {
    const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
    putExecution(store, leftAt('shown', 'waiting'));
    const { client, asked } = swapService('shown');
    const { wallets } = startWith(store, client);
    wallets.setState({ chains: [CHAIN] });
    runtime?.approveHere('shown');
    await eventually(() => expect(executionsOf(store).shown?.steps[1]?.awaitsWallet).toBe('evm'));
    expect(executionsOf(store).shown?.status).toBe('running');
    expect(asked).toEqual(['nextTx:shown:swap']);

    // The person connects the wallet: nothing more to press.
    const sent = connect(wallets);
    await eventually(() => expect(executionsOf(store).shown?.status).toBe('done'));
    expect(sent.map((c) => c.to)).toEqual([ROUTER]);
    expect(asked).toEqual(['nextTx:shown:swap', 'nextTx:shown:swap', 'status:shown:swap']);
  });

  it('a swap stopped for want of a wallet its step never needed (before /nextTx came first) completes on Try again, with none', async () => {
    const left = leftAt('shown', 'failed', { stopped: true });
    const error = {
      code: 'WALLET_ERROR' as const,
      message: 'Connect your EVM wallet to continue.',
    };
    const stoppedAt = { ...left, steps: left.steps.map((s, i) => (i === 1 ? { ...s, error } : s)) };
    const store = createExecutionStore({ storageKey: 'k', storage: memoryStorage() });
    putExecution(store, stoppedAt);
    const asked: string[] = [];
    const client = {
      getNextTx: async ({ stepId }: { stepId: string }) => {
        asked.push(`nextTx:${stepId}`);
        return { routeId: 'shown', stepId, skipTxn: true, txnData: null };
      },
    } as unknown as RoutingClient;
    const { wallets } = startWith(store, client);
    wallets.setState({ chains: [CHAIN] });
    runtime?.retry('shown');
    await eventually(() => expect(executionsOf(store).shown?.status).toBe('done'));
    expect(executionsOf(store).shown?.steps[1]?.phase).toBe('skipped');
    expect(asked).toEqual(['nextTx:shown:swap']);
  });

  it('a change read from storage withdraws the approval: the changed record is only followed', async () => {
    const storage = memoryStorage();
    const store = createExecutionStore({ storageKey: 'k', storage });
    putExecution(store, leftAt('shown', 'waiting'));
    const { client, asked } = swapService('shown');
    const { wallets, tabs } = startWith(store, client);
    // Approved while its wallet is still reconnecting: the step asks `/nextTx`, then waits for it.
    runtime?.approveHere('shown');
    expect(tabs.getState().approved.has('shown')).toBe(true);
    await eventually(() => expect(executionsOf(store).shown?.steps[1]?.awaitsWallet).toBe('evm'));
    asked.length = 0;

    // A script on the page (or another tab) rewrites the record: a recipient of its own.
    const other = createExecutionStore({ storageKey: 'k', storage });
    await other.persist.rehydrate();
    const record = executionsOf(other).shown as Execution;
    putExecution(other, { ...record, recipient: EVIL, updatedAt: record.updatedAt + 1 });
    syncFromStorage(store);
    expect(executionsOf(store).shown?.recipient).toBe(EVIL);
    expect(tabs.getState().approved.has('shown')).toBe(false);

    const sent = connect(wallets);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    expect(asked).toEqual([]);
  });
});
