import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import {
  createExecutionStore,
  type ExecutionStore,
  executionsStorageKey,
  putExecution,
} from '../../execution/executionStore';
import type { Execution } from '../../execution/model';
import { approve } from '../../execution/tabs/approvals';
import {
  startExecution,
  stepAtWallet,
  stepAwaitsWallet,
  stepFailed,
  stepPreparing,
} from '../../execution/transitions';
import type { ExecutionHost, ExecutionRuntime } from '../../startup/executionRuntime';
import { storageScope } from '../../state/persistedStorage';
import { idleExecutionRuntime, replaceExecutionRuntime } from '../../test/idleExecutionRuntime';
import {
  FAKE_API_URL,
  USDC as LISTED_USDC,
  renderInWidget,
  storedSettings,
  TEST_INSTANCE_ID,
} from '../../test/renderWidget';
import { asset, route, step } from '../../test/routeFixtures';
import { createWalletStateStore, WalletStateContext } from '../../wallets/walletState';
import { WalletMenuHost } from '../wallet/WalletMenu';
import { SwapCard } from '../widget/SwapCard';

// The runtime only records what the panel asks of it, and marks Resume swap's approval; the
// widget's store is kept, for what a run would write.
const asked = {
  approved: [] as string[],
  host: undefined as { store: ExecutionStore } | undefined,
};
replaceExecutionRuntime((host: ExecutionHost): ExecutionRuntime => {
  asked.host = host;
  const { tabs } = host;
  return {
    ...idleExecutionRuntime(),
    approveHere: (id) => {
      asked.approved.push(id);
      approve(tabs, id);
    },
  };
});

const KEY = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
const USDC = asset({ symbol: 'USDC', decimals: 6 });
const WETH = asset({ symbol: 'WETH', decimals: 18, chainId: '31338', blockchain: 'Sandbox L2' });
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** 12.5 USDC for WETH, at least 0.0041 WETH, to RECIPIENT; the swap in `phase` as stored. */
function stored(at: 'waiting' | 'failed' | 'awaits-wallet', nonce?: number): Execution {
  const swap = step({ stepId: 'r1:swap', from: USDC, to: WETH, inputAmount: 12_500_000n });
  const r = route({
    routeId: 'r1',
    from: USDC,
    to: WETH,
    steps: [swap],
    inputAmount: 12_500_000n,
    inputAmountDisplay: '99',
    minOutputAmount: 4_100_000_000_000_000n,
  });
  const e = startExecution(r, [swap], { recipient: RECIPIENT, now: 0 });
  if (at === 'waiting') return e;
  if (at === 'awaits-wallet') {
    return stepAwaitsWallet(stepPreparing(e, swap.stepId, 1), swap.stepId, true, 1);
  }
  const atWallet = stepAtWallet(stepPreparing(e, swap.stepId, 1), swap.stepId, { nonce: 3 }, 1);
  const failed = stepFailed(
    atWallet,
    swap.stepId,
    { code: 'USER_REJECTED', message: 'You rejected the request in your wallet.' },
    2,
  );
  return { ...failed, steps: failed.steps.map((s) => ({ ...s, nonce })) };
}

/** The swap card with the EVM wallet stack up and its wallet `connected` or away. */
function renderCard(connected: boolean, storage?: StateStorage) {
  const wallets = createWalletStateStore();
  wallets.setState((s) => ({
    stacks: { ...s.stacks, evm: 'ready' },
    evm: {
      status: connected ? 'connected' : 'disconnected',
      address: connected ? RECIPIENT : undefined,
      wallets: [],
    },
  }));
  renderInWidget(
    <WalletStateContext.Provider value={wallets}>
      <SwapCard />
      <WalletMenuHost />
    </WalletStateContext.Provider>,
    { storage },
  );
  return wallets;
}

afterEach(() => {
  window.localStorage.clear();
  asked.approved.length = 0;
});

describe('a swap reopened from storage', () => {
  it('restates its terms from the record, and signs nothing until the person presses Resume swap', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), stored('waiting'));
    renderCard(true);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    // The amount signed (the record's smallest units), not the route's display text.
    expect(progress).toHaveTextContent('You pay12.5 USDC on Sandbox Ethereum');
    expect(progress).toHaveTextContent('You receive at least0.0041 WETH on Sandbox L2');
    expect(progress).toHaveTextContent(`Recipient${RECIPIENT}`);
    // No prompt is open: the step says it waits for the person, not for the wallet.
    expect(within(progress).getByRole('listitem')).toHaveTextContent(
      'Swap — Waiting for you to resume',
    );
    expect(asked.approved).toEqual([]);

    await userEvent.click(within(progress).getByRole('button', { name: 'Resume swap' }));
    await waitFor(() => expect(asked.approved).toEqual(['r1']));
  });

  it('asks for its wallet first when its step waits for that wallet and it did not come back after the reload', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), stored('awaits-wallet'));
    const wallets = renderCard(false);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(progress).toHaveTextContent(`Recipient${RECIPIENT}`);
    expect(within(progress).queryByRole('button', { name: 'Resume swap' })).not.toBeInTheDocument();

    await userEvent.click(within(progress).getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Wallets' })).toBeInTheDocument();
    expect(asked.approved).toEqual([]);
    // Once it is connected, the person resumes.
    act(() =>
      wallets.setState((s) => ({ evm: { ...s.evm, status: 'connected', address: RECIPIENT } })),
    );
    await userEvent.click(await within(progress).findByRole('button', { name: 'Resume swap' }));
    await waitFor(() => expect(asked.approved).toEqual(['r1']));
  });
});

describe('a swap reopened from storage with unlimited approvals on', () => {
  it('says the unlimited approval it would sign among its terms', async () => {
    const approval = step({ stepId: 'r1:approve', stepType: 'approval', from: USDC, to: USDC });
    const swap = step({ stepId: 'r1:swap', from: USDC, to: WETH, inputAmount: 12_500_000n });
    const r = route({ routeId: 'r1', from: USDC, to: WETH, steps: [approval, swap] });
    putExecution(
      createExecutionStore({ storageKey: KEY }),
      startExecution(r, [approval, swap], { recipient: RECIPIENT, now: 0 }),
    );
    // Written by any script on the page, like the record.
    renderCard(true, storedSettings({ unlimitedApprovals: true }));
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    await waitFor(() =>
      expect(progress).toHaveTextContent(
        'ApprovalUnlimited approval of USDC on Sandbox Ethereum (your setting)',
      ),
    );
  });
});

describe('a swap reopened from storage whose token says other decimals than the token list', () => {
  it('is refused in words, with no Resume swap: 2×10^66 of a token stored with 66 decimals is not "2 USDC"', async () => {
    // The listed USDC (6 decimals), stored with 66 and every amount ×10^60.
    const usdc = { ...LISTED_USDC, decimals: 66 };
    const input = 2n * 10n ** 66n;
    const swap = step({ stepId: 'r1:swap', from: usdc, to: WETH, inputAmount: input });
    const r = route({ routeId: 'r1', from: usdc, to: WETH, steps: [swap], inputAmount: input });
    putExecution(
      createExecutionStore({ storageKey: KEY }),
      startExecution(r, [swap], { recipient: RECIPIENT, now: 0 }),
    );
    renderCard(true);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(await within(progress).findByRole('alert')).toHaveTextContent(
      'The saved swap says USDC on Sandbox has 66 decimals, but its token list or its chain says 6: the record was changed, so nothing was signed. Get a new quote.',
    );
    expect(progress).not.toHaveTextContent('You pay');
    expect(within(progress).queryByRole('button', { name: 'Resume swap' })).not.toBeInTheDocument();
    expect(asked.approved).toEqual([]);
  });
});

describe('a swap whose step waits for a wallet that is not connected', () => {
  it('offers Resume swap with the wallet away while its step is not known to need one: /nextTx says first', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), stored('waiting'));
    renderCard(false);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    await userEvent.click(within(progress).getByRole('button', { name: 'Resume swap' }));
    await waitFor(() => expect(asked.approved).toEqual(['r1']));
  });

  it('says which wallet it waits for, running, never stopped; Connect wallet opens the menu, no prompt', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), stored('waiting'));
    renderCard(false);
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    await userEvent.click(within(progress).getByRole('button', { name: 'Resume swap' }));
    // What the run does when `/nextTx` asks for a signature and no EVM wallet is connected.
    act(() => {
      const store = asked.host?.store as ExecutionStore;
      const e = store.getState().executions.r1 as Execution;
      putExecution(store, stepAwaitsWallet(stepPreparing(e, 'r1:swap', 2), 'r1:swap', true, 2));
    });
    const item = within(progress).getByRole('listitem');
    await waitFor(() =>
      expect(item).toHaveTextContent('Swap — Connect your EVM wallet to continue.'),
    );
    expect(progress).not.toHaveTextContent('Swap stopped');
    expect(within(progress).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(within(progress).getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Wallets' })).toBeInTheDocument();
  });
});

describe('a stopped swap says "Nothing was sent" only with the chain\'s word for it', () => {
  it.each([
    ['the chain showed the nonce unmoved (forgotten)', undefined, 'Nothing was sent.'],
    ['the prompt is not settled (nonce kept)', 3, 'Your wallet was asked to send a transaction'],
  ])('%s', async (_, nonce, text) => {
    putExecution(createExecutionStore({ storageKey: KEY }), stored('failed', nonce));
    renderInWidget(<SwapCard />);
    // The card's own status, not the form's (the panel comes after the first paint).
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    const status = () => within(progress).getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent(text));
    if (nonce !== undefined) expect(status()).not.toHaveTextContent('Nothing was sent');
  });
});
