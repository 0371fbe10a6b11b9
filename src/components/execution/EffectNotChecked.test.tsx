import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EffectNotCheckedError } from '../../execution/effects/effectErrors';
import type { Execution } from '../../execution/model';
import { startExecution, stepFailed, stepPreparing } from '../../execution/transitions';
import { loadTranslations } from '../../i18n/loadTranslations';
import type { ExecutionRuntime } from '../../startup/executionRuntime';
import { eventually } from '../../test/eventually';
import { replaceExecutionRuntime } from '../../test/idleExecutionRuntime';
import { BASE, ETH, ETHEREUM, fakeRoutingClient, USDC } from '../../test/renderWidget';
import { route, step } from '../../test/routeFixtures';
import { showExecution } from '../../test/shownExecution';

const retried: unknown[] = [];
// Only what the panel asks of the runtime here, as before (a partial runtime on purpose).
replaceExecutionRuntime(
  () =>
    ({
      start: async () => 'r1',
      retry: (_id: string, options: unknown) => {
        retried.push(options);
      },
      abandon: () => {},
      stop: () => {},
    }) as Partial<ExecutionRuntime> as ExecutionRuntime,
);

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SWAP = step({ stepId: 'r1:0', from: ETH, to: USDC });
const ROUTE = route({ routeId: 'r1', from: ETH, to: USDC, steps: [SWAP], userWalletAddress: USER });

/** The swap stopped at its step with `error` (as the engine saves it). */
function stoppedWith(error: { code: string; message: string }): Execution {
  const e = stepPreparing(startExecution(ROUTE, [SWAP], { recipient: USER, now: 0 }), 'r1:0', 1);
  return stepFailed(e, 'r1:0', error as Parameters<typeof stepFailed>[2], 2);
}

async function showing(execution: Execution, language = 'en') {
  const client = fakeRoutingClient({ chains: [ETHEREUM, BASE], tokens: { '31337': [ETH, USDC] } });
  await showExecution(execution, { client, language });
  return screen.findByRole('region', {
    name: language === 'en' ? 'Swap progress' : 'Tauschfortschritt',
  });
}

const notChecked = new EffectNotCheckedError('the node does not answer eth_simulateV1');

describe('a step whose effect the network cannot simulate', () => {
  beforeAll(() => loadTranslations('de'));
  beforeEach(() => {
    window.localStorage.clear();
    retried.length = 0;
  });
  afterEach(() => window.localStorage.clear());

  it('says so, and Try again signs it only with "Effect not checked" ticked', async () => {
    const progress = await showing(
      stoppedWith({ code: notChecked.code, message: notChecked.shortMessage }),
    );
    expect(within(progress).getByRole('status')).toHaveTextContent(
      "This network's node cannot show what the transaction would do to your balances.",
    );
    const box = within(progress).getByRole('checkbox', { name: 'Effect not checked' });
    expect(box).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(within(progress).getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(retried).toEqual([{ acceptUncheckedEffect: false }]));

    await user.click(box);
    await user.click(within(progress).getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(retried.at(-1)).toEqual({ acceptUncheckedEffect: true }));
  });

  it('offers no such box for any other stop', async () => {
    const progress = await showing(
      stoppedWith({ code: 'TRANSACTION_FAILED', message: 'The transaction would fail on chain.' }),
    );
    expect(within(progress).queryByRole('checkbox')).toBeNull();
    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(retried).toEqual([{ acceptUncheckedEffect: false }]));
  });

  it('says it in the widget language', async () => {
    const progress = await showing(
      stoppedWith({ code: notChecked.code, message: notChecked.shortMessage }),
      'de',
    );
    expect(
      within(progress).getByRole('checkbox', { name: 'Wirkung nicht geprüft' }),
    ).toBeInTheDocument();
  });
});
