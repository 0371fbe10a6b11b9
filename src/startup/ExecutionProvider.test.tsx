import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SwapCard } from '../components/widget/SwapCard';
import {
  createExecutionStore,
  executionsStorageKey,
  putExecution,
} from '../execution/executionStore';
import type { Execution } from '../execution/model';
import {
  startExecution,
  stepAtWallet,
  stepPreparing,
  stepSubmitted,
} from '../execution/transitions';
import { storageScope } from '../state/persistedStorage';
import { idleExecutionRuntime, replaceExecutionRuntime } from '../test/idleExecutionRuntime';
import { FAKE_API_URL, renderInWidget, TEST_INSTANCE_ID } from '../test/renderWidget';
import { route, step } from '../test/routeFixtures';
import type { ExecutionRuntime, startExecutionRuntime } from './executionRuntime';

// The runtime (engine, runs, resuming) is what loads on demand; here it only records its life.
const runtime = {
  started: 0,
  stopped: 0,
  args: undefined as undefined | Parameters<typeof startExecutionRuntime>[0],
};
replaceExecutionRuntime((args: Parameters<typeof startExecutionRuntime>[0]): ExecutionRuntime => {
  runtime.started += 1;
  runtime.args = args;
  return {
    ...idleExecutionRuntime(),
    stop: () => {
      runtime.stopped += 1;
    },
  };
});

const KEY = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));

/** A swap sent and not yet confirmed: what a reload finds in the middle of an execution. */
function inFlight(): Execution {
  const swap = step({ stepId: 'r1:0' });
  let e = startExecution(route({ routeId: 'r1' }), [swap], { recipient: '0xUSER', now: 0 });
  e = stepPreparing(e, swap.stepId, 1);
  e = stepAtWallet(e, swap.stepId, { nonce: 3 }, 1);
  return stepSubmitted(e, swap.stepId, { txHash: '0xHASH' }, 1);
}

describe('ExecutionProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    runtime.started = 0;
    runtime.stopped = 0;
  });
  afterEach(() => window.localStorage.clear());

  it('reopens an execution in flight after a reload and loads its runtime at once', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), inFlight());
    const { unmount } = renderInWidget(<SwapCard />);

    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(progress).toHaveTextContent('Swap — Sent, waiting for the network');
    expect(screen.queryByRole('textbox', { name: 'You pay' })).toBeNull();
    await waitFor(() => expect(runtime.started).toBe(1));

    unmount();
    await waitFor(() => expect(runtime.stopped).toBe(1));
  });

  it('hands the engine the settings that change what is signed, as they are now', async () => {
    putExecution(createExecutionStore({ storageKey: KEY }), inFlight());
    const { getStore } = renderInWidget(<SwapCard />);
    await waitFor(() => expect(runtime.started).toBe(1));
    expect(runtime.args?.options()).toEqual({
      unlimitedApprovals: false,
      solanaPriorityFee: undefined,
    });
    act(() =>
      getStore().getState().actions.updateSettings({
        unlimitedApprovals: true,
        solanaPriorityFee: 'high',
      }),
    );
    expect(runtime.args?.options()).toEqual({
      unlimitedApprovals: true,
      solanaPriorityFee: 'high',
    });
  });

  it('leaves the runtime unloaded while nothing is in flight', async () => {
    renderInWidget(<SwapCard />);
    expect(screen.getByRole('textbox', { name: 'You pay' })).toBeInTheDocument();
    // Long enough for an import() started at mount to have settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runtime.started).toBe(0);
  });
});
