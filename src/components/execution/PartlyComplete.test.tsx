import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Execution } from '../../execution/model';
import {
  executionReceived,
  startExecution,
  stepAtWallet,
  stepOnChain,
  stepPreparing,
  stepStatus,
  stepSubmitted,
} from '../../execution/transitions';
import { loadTranslations } from '../../i18n/loadTranslations';
import { idleExecutionRuntime, replaceExecutionRuntime } from '../../test/idleExecutionRuntime';
import {
  BASE,
  BASE_USDC,
  ETH,
  ETHEREUM,
  fakeRoutingClient,
  makeAsset,
  USDC,
} from '../../test/renderWidget';
import { route, step } from '../../test/routeFixtures';
import { showExecution } from '../../test/shownExecution';

replaceExecutionRuntime(idleExecutionRuntime);

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BASE_ETH = makeAsset({ ...ETH, chainId: '31338', blockchain: 'Sandbox Base' });
const BRIDGE = step({ stepId: 'r1:0', stepType: 'bridge', from: USDC, to: BASE_ETH });
const ROUTE = route({
  routeId: 'r1',
  from: USDC,
  to: BASE_ETH,
  steps: [BRIDGE],
  inputAmount: 30_000_000n,
  inputAmountDisplay: '30',
  userWalletAddress: USER,
});

/** USDC on Sandbox Ethereum -> ETH on Sandbox Base, ended partial: USDC arrived on Base. */
function partlyDone(): Execution {
  return bridgeEnded('partial-success', 29_950_000n, BASE_USDC);
}

/** The bridge of USDC on Sandbox Ethereum -> ETH on Sandbox Base, ended with `status`. */
function bridgeEnded(
  status: 'success' | 'partial-success',
  outputAmount: bigint,
  outputToken = BASE_ETH,
): Execution {
  let e = startExecution(ROUTE, [BRIDGE], { recipient: USER, now: 0 });
  e = stepPreparing(e, 'r1:0', 1);
  e = stepAtWallet(e, 'r1:0', { nonce: 1 }, 2);
  e = stepSubmitted(e, 'r1:0', { txHash: `0x${'ab'.repeat(32)}` }, 3);
  e = stepOnChain(e, 'r1:0', 4);
  return stepStatus(
    e,
    'r1:0',
    {
      routeId: 'r1',
      stepId: 'r1:0',
      status,
      outputAmount,
      outputToken,
      warnings: [],
    },
    5,
  );
}

/** The widget showing `execution`'s progress, as after Confirm swap. */
function showing(execution: Execution, language = 'en') {
  const client = fakeRoutingClient({
    chains: [ETHEREUM, BASE],
    tokens: { '31337': [ETH, USDC], '31338': [BASE_ETH, BASE_USDC] },
  });
  return showExecution(execution, { language, client });
}

describe('a partial success in the progress panel', () => {
  beforeAll(() => loadTranslations('de'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('says what arrived, where and instead of what, and sets up that token to the one wanted in one click', async () => {
    const { getStore } = await showing(partlyDone());
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    const status = within(progress).getByRole('status');
    expect(status).toHaveTextContent('Swap partly complete');
    expect(status).toHaveTextContent('You received 29.95 USDC on Sandbox Base instead of ETH.');
    expect(within(progress).getByRole('button', { name: 'New swap' })).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(progress).getByRole('button', { name: 'Swap USDC to ETH' }));

    expect(screen.queryByRole('region', { name: 'Swap progress' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('29.95');
    const { from, to, amountText } = getStore().getState();
    expect({ from, to, amountText }).toEqual({
      from: { chainId: '31338', tokenAddress: BASE_USDC.address },
      to: { chainId: '31338', tokenAddress: BASE_ETH.address },
      amountText: '29.95',
    });
  });

  it('without the token from the service, says so and offers no swap', async () => {
    const e = partlyDone();
    await showing({ ...e, received: undefined });
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(within(progress).getByRole('status')).toHaveTextContent(
      'You received another token than ETH; the service did not say which. Check your wallet.',
    );
    expect(within(progress).queryByRole('button', { name: /^Swap / })).toBeNull();
  });

  it('speaks the widget language: German words, a decimal comma', async () => {
    await showing(partlyDone(), 'de');
    const progress = await screen.findByRole('region', { name: 'Tauschfortschritt' });
    expect(within(progress).getByRole('heading')).toHaveTextContent(
      '30 USDC auf Sandbox → ETH auf Sandbox Base',
    );
    expect(within(progress).getByRole('list', { name: 'Schritte' })).toHaveTextContent(
      'Bridge — Erledigt',
    );
    const status = within(progress).getByRole('status');
    expect(status).toHaveTextContent('Tausch teilweise abgeschlossen');
    expect(status).toHaveTextContent('Sie haben 29,95 USDC auf Sandbox Base statt ETH erhalten.');
    expect(within(progress).getByRole('button', { name: 'USDC in ETH tauschen' })).toBeVisible();
    expect(within(progress).getByRole('button', { name: 'Neuer Tausch' })).toBeVisible();
  });
});

/** The bridge complete, and what arrived read (as the runtime does from the ledger). */
function bridgeCompleted(): Execution {
  const received = { amount: 12_340_000_000_000_000n, symbol: 'ETH', decimals: 18 };
  return executionReceived(bridgeEnded('success', received.amount), received, 6);
}

describe('a swap between two chains, complete', () => {
  beforeAll(() => loadTranslations('de'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('names both chains, and the one where the tokens arrived', async () => {
    await showing(bridgeCompleted());
    const progress = await screen.findByRole('region', { name: 'Swap progress' });
    expect(within(progress).getByRole('heading')).toHaveTextContent(
      '30 USDC on Sandbox → ETH on Sandbox Base',
    );
    expect(progress).toHaveTextContent('Swap complete');
    expect(progress).toHaveTextContent('You received 0.01234 ETH on Sandbox Base');
  });

  it('says it in the widget language', async () => {
    await showing(bridgeCompleted(), 'de');
    const progress = await screen.findByRole('region', { name: 'Tauschfortschritt' });
    expect(progress).toHaveTextContent('Sie haben 0,01234 ETH auf Sandbox Base erhalten');
  });
});
