import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, Step, TxnEvm } from '../../api/types';
import { NETWORKS } from '../../networks/networkRegistry';
import { evmSignerStub } from '../../test/evmSignerStub';
import { asset, route, step } from '../../test/routeFixtures';
import type { ExecutionDeps } from '../deps';
import { encodeApprove } from '../evm/approval';
import { createExecutionStore } from '../executionStore';
import { beginExecution, runExecution } from '../runExecution';
import type { EvmCall } from '../signers';
import { createLeasedRuns } from './leasedRuns';
import { localLocks } from './localLocks';
import { followOtherTabs } from './syncFromStorage';
import type { TabLocks } from './tabLocks';
import { createTabState } from './tabState';

/**
 * Tabs of one widget in one test: one storage (each write reaches the other tabs as a `storage`
 * event), one set of locks with Web Locks' semantics (freed the moment the holder's run ends,
 * or its page goes), one chain (nonces), and each tab's own wallet prompts. The tabs run the
 * real engine: what a follower may do, and what a tab that takes over does, is what the widget
 * does.
 */

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
});
const WETH = asset({ symbol: 'WETH' });
const SWAP: Step = step({ stepId: 'swap', from: USDC, to: WETH, inputAmount: 250n });
const APPROVAL: Step = { ...SWAP, stepId: 'approve', stepType: 'approval', to: USDC };
const ROUTE = route({
  routeId: 'r1',
  from: USDC,
  to: WETH,
  steps: [SWAP],
  inputAmount: 250n,
  userWalletAddress: USER,
});

const client = {
  createTx: async () => ({ routeId: 'r1', steps: [APPROVAL, SWAP] }),
  getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
    const txnEvm: TxnEvm =
      stepId === 'approve'
        ? { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, maxUint256), chainId: 31337 }
        : { to: ROUTER, value: 0n, data: '0xdeadbeef', chainId: 31337 };
    const txnData = { networkType: 'evm', isCompleted: false, skipTxn: false } as const;
    return {
      routeId: 'r1',
      stepId,
      skipTxn: false,
      txnData: { ...txnData, txnType: 'on-chain', gasless: false, txnEvm },
    };
  },
  getStatus: async ({ stepId }: { stepId: string }) => ({
    routeId: 'r1',
    stepId,
    status: 'success',
    warnings: [],
  }),
} as unknown as RoutingClient;

interface Prompt {
  tab: string;
  to: string;
  answer: 'open' | 'signed' | 'closed with its page';
}

function browser(locks: TabLocks = localLocks()) {
  const data = new Map<string, string>();
  const pages = new Map<string, EventTarget>();
  const prompts: Prompt[] = [];
  /** Prompts that were open in a live tab when another one opened: must stay empty. */
  const overlaps: string[] = [];
  let mined = 5;
  const byNonce = new Map<number, `0x${string}`>();
  const sent: { tab: string; to: string }[] = [];
  const send = (tab: string, call: EvmCall) => {
    const hash = `0x${String(mined).padStart(64, '0')}` as const;
    byNonce.set(mined, hash);
    mined += 1;
    sent.push({ tab, to: call.to });
    return hash;
  };

  const open = (name: string) => {
    const page = new AbortController();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        data.set(key, value);
        for (const [other, target] of pages) {
          if (other === name) continue;
          queueMicrotask(() => target.dispatchEvent(Object.assign(new Event('storage'), { key })));
        }
      },
      removeItem: (key: string) => void data.delete(key),
    };
    const tabs = createTabState();
    const store = createExecutionStore({
      storageKey: 'k',
      storage,
      holds: (id) => tabs.getState().held.has(id),
    });
    const target = new EventTarget();
    pages.set(name, target);
    followOtherTabs(store, 'k', target);
    /** Signs the prompt open here; `thenDie`: the wallet sent it, the page died before the hash came back. */
    let answer: ((thenDie: boolean) => void) | undefined;
    const signer = evmSignerStub(USER, {
      nonce: async () => mined,
      minedNonce: async () => mined,
      sendTransaction: (call) =>
        new Promise((resolve, reject) => {
          const live = prompts.filter((p) => p.answer === 'open');
          if (live.length > 0) overlaps.push(`${name} asked while ${live[0]?.tab} was asking`);
          const prompt: Prompt = { tab: name, to: call.to, answer: 'open' };
          prompts.push(prompt);
          page.signal.addEventListener('abort', () => {
            if (prompt.answer === 'open') prompt.answer = 'closed with its page';
            reject(page.signal.reason);
          });
          answer = (thenDie) => {
            prompt.answer = 'signed';
            const hash = send(name, call);
            if (thenDie) page.abort(new DOMException('The page went away.', 'AbortError'));
            else resolve(hash);
          };
        }),
      findByNonce: async ({ nonce }) => byNonce.get(nonce),
    });
    const deps: ExecutionDeps = {
      client,
      networks: NETWORKS,
      signers: { evm: signer },
      store,
      options: { unlimitedApprovals: false },
      sleep: async () => {},
    };
    const leases = createLeasedRuns({ locks, lockName: (id) => `lock:${id}`, store, tabs });
    const runHere = (lost: AbortSignal) => runExecution('r1', deps, either(page.signal, lost));
    const tab = {
      name,
      store,
      tabs,
      /** Confirm swap here. */
      start: () =>
        leases.tryRun('r1', async (lost) => {
          await beginExecution(ROUTE, deps);
          await runHere(lost);
        }),
      /** What the runtime does for an execution in flight: run it, or follow it until free. */
      resume: async (): Promise<void> => {
        const held = await leases.tryRun('r1', async (lost) => {
          await runHere(lost);
        });
        if (!held) leases.follow('r1', page.signal, () => void tab.resume());
      },
      sign: (thenDie = false) => {
        const sign = answer;
        answer = undefined;
        if (!sign) throw new Error(`no prompt open in ${name}`);
        sign(thenDie);
      },
      close: () => {
        page.abort(new DOMException('The page went away.', 'AbortError'));
        pages.delete(name);
      },
      phases: () => store.getState().executions.r1?.steps.map((s) => s.phase),
      status: () => store.getState().executions.r1?.status,
      runsElsewhere: () => tabs.getState().elsewhere.has('r1'),
    };
    return tab;
  };
  return { open, prompts, overlaps, sent };
}

function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  const both = new AbortController();
  for (const s of [a, b]) s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  return both.signal;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`never: ${what}`);
}

const promptsSeen = (world: ReturnType<typeof browser>) =>
  world.prompts.map((p) => [p.tab, p.to === ROUTER ? 'swap' : 'approve', p.answer]);

describe('one route, one tab', () => {
  it('a second tab follows the run read-only, then takes over at the prompt the first left when it closed; each step is signed once', async () => {
    const world = browser();
    const a = world.open('a');
    void a.start();
    await until(() => world.prompts.length === 1, 'the approval prompt in a');

    const b = world.open('b');
    await b.resume();
    expect(b.runsElsewhere()).toBe(true);
    expect(b.phases()).toEqual(['wallet', 'waiting']);

    a.sign();
    await until(() => world.prompts.length === 2, 'the swap prompt in a');
    await until(() => b.phases()?.[1] === 'wallet', 'b to see the swap at the wallet');
    expect(b.phases()).toEqual(['done', 'wallet']);
    expect(b.runsElsewhere()).toBe(true);

    a.close();
    await until(() => world.prompts.length === 3, 'b to ask its wallet for the swap');
    expect(b.runsElsewhere()).toBe(false);
    expect(b.tabs.getState().held.has('r1')).toBe(true);
    b.sign();
    await until(() => b.status() === 'done', 'the swap done in b');

    expect(promptsSeen(world)).toEqual([
      ['a', 'approve', 'signed'],
      ['a', 'swap', 'closed with its page'],
      ['b', 'swap', 'signed'],
    ]);
    expect(world.sent.map((s) => s.tab)).toEqual(['a', 'b']);
    expect(world.overlaps).toEqual([]);
  });

  it("a tab that takes over after the other's wallet sent the swap (its hash never saved) follows it by nonce, and nobody is asked again", async () => {
    const world = browser();
    const a = world.open('a');
    const b = world.open('b');
    void a.start();
    await until(() => world.prompts.length === 1, 'the approval prompt in a');
    await b.resume();
    a.sign();
    await until(() => world.prompts.length === 2, 'the swap prompt in a');
    a.sign(true);
    await until(() => b.status() === 'done', 'the swap followed to its end in b');

    expect(promptsSeen(world)).toEqual([
      ['a', 'approve', 'signed'],
      ['a', 'swap', 'signed'],
    ]);
    expect(world.sent).toHaveLength(2);
    expect(b.store.getState().executions.r1?.steps[1]?.txHash).toMatch(/6$/);
  });

  it('two tabs resuming the same execution at the same moment: one runs it, the other follows', async () => {
    const world = browser();
    const a = world.open('a');
    void a.start();
    await until(() => world.prompts.length === 1, 'the approval prompt in a');
    a.close();
    const b = world.open('b');
    const c = world.open('c');
    await Promise.all([b.resume(), c.resume()]);
    await until(() => world.prompts.length === 2, 'one of them to ask for the approval');
    expect([b.runsElsewhere(), c.runsElsewhere()].sort()).toEqual([false, true]);
    const runner = b.runsElsewhere() ? c : b;
    runner.sign();
    await until(() => world.prompts.length === 3, 'the swap prompt');
    runner.sign();
    await until(() => b.status() === 'done' && c.status() === 'done', 'both to see it done');
    expect(world.sent.map((s) => s.tab)).toEqual([runner.name, runner.name]);
    expect(world.overlaps).toEqual([]);
  });
});
