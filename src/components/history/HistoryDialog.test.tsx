import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWidgetEvents, type WidgetEvent } from '../../events/widgetEvents';
import {
  createExecutionStore,
  executionsStorageKey,
  putExecution,
} from '../../execution/executionStore';
import type { Execution } from '../../execution/model';
import { executionFailed, startExecution } from '../../execution/transitions';
import type { ExecutionRuntime } from '../../startup/executionRuntime';
import { storageScope } from '../../state/persistedStorage';
import { idleExecutionRuntime, replaceExecutionRuntime } from '../../test/idleExecutionRuntime';
import {
  BASE,
  ETHEREUM,
  FAKE_API_URL,
  fakeRoutingClient,
  makeAsset,
  renderInWidget,
  TEST_INSTANCE_ID,
} from '../../test/renderWidget';
import { asset, route, step } from '../../test/routeFixtures';
import { SwapCard } from '../widget/SwapCard';

// An execution in flight loads the runtime at mount; here it does nothing.
replaceExecutionRuntime(
  (): ExecutionRuntime => ({ ...idleExecutionRuntime(), start: async () => 'none' }),
);

const KEY = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
const USDC = asset({ symbol: 'USDC', decimals: 6, blockchain: 'Sandbox Ethereum' });
const WETH = asset({ symbol: 'WETH', decimals: 18, blockchain: 'Sandbox Ethereum' });
const MINUTE = 60_000;
/** `/chains` with the explorers links are checked against. */
const CHAINS = [
  { ...ETHEREUM, explorer: { token: '', txn: 'http://explorer.test/tx/{txnHash}' } },
  { ...BASE, explorer: { token: '', txn: 'https://base.test/tx/{txnHash}' } },
];
const withChains = () => ({ client: fakeRoutingClient({ chains: CHAINS }) });

/** A swap of 12 USDC for WETH confirmed `ago` ms before now, in `status`. */
function swap(id: string, status: Execution['status'], ago: number): Execution {
  const now = Date.now() - ago;
  const r = route({
    routeId: id,
    from: USDC,
    to: WETH,
    inputAmount: 12_000_000n,
    provider: 'orbit',
    providerDetails: { name: 'Orbit Aggregator', logoUrl: '' },
  });
  const swapStep = step({ stepId: `${id}:swap`, from: USDC, to: WETH, inputAmount: 12_000_000n });
  const e = startExecution(r, [swapStep], {
    recipient: '0xUSER',
    now,
  });
  const sent = { txHash: `0x${id}`, srcTxnUrl: `http://explorer.test/tx/0x${id}` };
  switch (status) {
    case 'done':
      return {
        ...e,
        status,
        steps: e.steps.map((s) => ({ ...s, ...sent, phase: 'done' })),
        received: { amount: 3_990_006_000_000_000n, symbol: 'WETH', decimals: 18 },
        settledAt: now,
      };
    case 'running':
      return { ...e, steps: e.steps.map((s) => ({ ...s, ...sent, phase: 'tracking' })) };
    case 'stopped': {
      const error = { code: 'USER_REJECTED' as const, message: 'You rejected the request.' };
      return { ...e, status, steps: e.steps.map((s) => ({ ...s, phase: 'failed', error })) };
    }
    default:
      return executionFailed(e, now);
  }
}

function seed(...executions: Execution[]) {
  const store = createExecutionStore({ storageKey: KEY });
  for (const e of executions) putExecution(store, e);
}

async function openHistory() {
  // The header's History button comes with the first answers (`HeaderAfterStartup`).
  await userEvent.click(
    await screen.findByRole('button', { name: 'History' }, { timeout: 15_000 }),
  );
  // The dialog's chunk loads on the first click (transformed on demand here: give it time).
  return screen.findByRole('dialog', { name: 'Swap history' });
}

describe('Swap history', () => {
  // Loaded once ahead, as a browser would have it cached: each test then times the dialog only.
  beforeAll(() => import('./HistoryDialog'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('lists past swaps newest first, each in words, from what the executions recorded', async () => {
    seed(swap('old', 'failed', 3 * 60 * MINUTE), swap('new', 'done', 5 * MINUTE));
    renderInWidget(<SwapCard />, withChains());
    const dialog = await openHistory();

    // The executions load right after the first render (LateStart): the list waits for them.
    const list = await within(dialog).findByRole('list', { name: 'Past swaps' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('USDC → WETH');
    expect(newest).toHaveTextContent('Sandbox Ethereum · Orbit Aggregator · 5 minutes ago');
    expect(newest).toHaveTextContent('Sent12 USDC');
    expect(newest).toHaveTextContent('Received0.00399 WETH');
    expect(newest).toHaveTextContent('Complete');
    expect(within(newest).getByRole('link', { name: 'Source transaction' })).toHaveAttribute(
      'href',
      'http://explorer.test/tx/0xnew',
    );
    expect(oldest).toHaveTextContent('Failed');
    expect(oldest).toHaveTextContent('3 hours ago');
    expect(oldest).toHaveTextContent('ReceivedNothing recorded');
  });

  it('Clear history removes what is over, keeps a swap in flight, and tells integrators', async () => {
    seed(swap('done', 'done', 2 * MINUTE), swap('live', 'running', MINUTE));
    const events = createWidgetEvents();
    const told: WidgetEvent[] = [];
    events.on('history-cleared', (e) => told.push(e));
    renderInWidget(<SwapCard />, { events });
    // The swap in flight reopened on its own; the form is behind it.
    await screen.findByRole('region', { name: 'Swap progress' });
    const dialog = await openHistory();
    const list = within(dialog).getByRole('list', { name: 'Past swaps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear history' }));
    expect(told).toEqual([{ type: 'history-cleared' }]);
    const [left] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(left).toHaveTextContent('In progress');
    expect(left).toHaveTextContent('ReceivedNot yet');
    // Nothing more to clear; focus stays in the dialog, so Escape still closes it.
    expect(within(dialog).getByRole('button', { name: 'Clear history' })).toBeDisabled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    expect(Object.keys(stored.state.executions)).toEqual(['live']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Swap history' })).toBeNull();
  });

  it.each([
    {
      name: 'a swap in flight',
      // The newest swap stopped (it is the one on screen); an older one is still on its way.
      seeded: () => [swap('live', 'running', 10 * MINUTE), swap('newer', 'stopped', MINUTE)],
      onScreen: 'Swap stopped',
      listed: 'In progress',
      reopened: 'Swap — Pending',
      tryAgain: false,
    },
    {
      name: 'a stopped swap, with its way forward',
      // One stopped (its wallet refused) an hour ago; a newer one is on its way on screen.
      seeded: () => [swap('older', 'stopped', 60 * MINUTE), swap('live', 'running', MINUTE)],
      onScreen: 'Swap — Pending',
      listed: 'Stopped',
      reopened: 'Swap stopped',
      tryAgain: true,
    },
  ])('reopens the progress of $name that is not on screen', async (c) => {
    seed(...c.seeded());
    renderInWidget(<SwapCard />);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(progress).toHaveTextContent(c.onScreen);
    const dialog = await openHistory();
    const item = within(dialog)
      .getAllByRole('listitem')
      .find((entry) => entry.textContent?.includes(c.listed)) as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Show progress' }));
    expect(screen.queryByRole('dialog', { name: 'Swap history' })).toBeNull();
    const reopened = await screen.findByRole('region', { name: 'Swap progress' });
    expect(reopened).toHaveTextContent(c.reopened);
    expect(reopened).not.toHaveTextContent(c.onScreen);
    expect(within(reopened).queryByRole('button', { name: 'Try again' }) !== null).toBe(c.tryAgain);
  });

  it("links only the chains' explorers, in the progress and the history, whatever was stored", async () => {
    // A bridge whose stored links were tampered with (or came so from the service).
    const BASE_ETH = makeAsset({ chainId: '31338', address: `0x${'e'.repeat(40)}`, symbol: 'ETH' });
    const hash = `0x${'ab'.repeat(32)}`;
    const e = swap('bridge', 'running', MINUTE);
    const tampered: Execution = {
      ...e,
      route: { ...e.route, to: BASE_ETH },
      steps: e.steps.map((s) => ({
        ...s,
        step: { ...s.step, stepType: 'bridge', to: BASE_ETH },
        txHash: hash,
        srcTxnUrl: `https://explorer.test.evil.example/tx/${hash}`,
        destTxnUrl: 'https://evil.example/phish',
      })),
    };
    seed(tampered);
    renderInWidget(<SwapCard />, withChains());
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    const ownLink = `http://explorer.test/tx/${hash}`;
    // The source link built from the hash sent; no destination link (its hash is not known).
    expect(
      await within(progress).findByRole('link', { name: 'Source transaction' }),
    ).toHaveAttribute('href', ownLink);
    expect(
      within(progress)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([ownLink]);

    const dialog = await openHistory();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([ownLink]);
    expect(within(dialog).getByRole('link')).toHaveAccessibleName('Source transaction');
  });

  it('says when there is nothing yet', async () => {
    renderInWidget(<SwapCard />);
    const dialog = await openHistory();
    expect(dialog).toHaveTextContent('No swaps yet.');
    expect(within(dialog).getByRole('button', { name: 'Clear history' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
  });
});
