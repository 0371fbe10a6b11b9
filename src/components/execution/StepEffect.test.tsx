import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createExecutionStore,
  executionsStorageKey,
  putExecution,
} from '../../execution/executionStore';
import type { Execution } from '../../execution/model';
import { approve } from '../../execution/tabs/approvals';
import {
  startExecution,
  stepAtWallet,
  stepEffectSimulated,
  stepPreparing,
} from '../../execution/transitions';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import { storageScope } from '../../state/persistedStorage';
import {
  ETH,
  ETHEREUM,
  FAKE_API_URL,
  fakeRoutingClient,
  renderInWidget,
  TEST_INSTANCE_ID,
  USDC,
} from '../../test/renderWidget';
import { route, step } from '../../test/routeFixtures';
import { SwapCard } from '../widget/SwapCard';
import { type ExecutionController, useExecutionController } from './executionContext';

// The runtime only hands back the id of the execution to show; the store holds its record.
vi.mock('../../startup/executionRuntime', () => ({
  startExecutionRuntime: () => ({
    start: async () => 'r1',
    retry: () => {},
    abandon: () => {},
    resume: () => {},
    stop: () => {},
  }),
}));

const KEY = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SWAP = step({
  stepId: 's',
  stepType: 'swap',
  from: USDC,
  to: ETH,
  inputAmount: 25_000_000n,
  outputAmount: 10n ** 16n,
});
const APPROVE = { ...SWAP, stepId: 'a', stepType: 'approval' as const, to: USDC };
const ROUTE = route({
  routeId: 'r1',
  from: USDC,
  to: ETH,
  steps: [SWAP],
  inputAmount: 25_000_000n,
  outputAmount: 10n ** 16n,
  minOutputAmount: 10n ** 16n,
  userWalletAddress: USER,
});

/** The approval's prompt open, its simulated effect kept (or not) on its step. */
function approvalAtWallet(withEffect: boolean): Execution {
  let e = startExecution({ ...ROUTE, steps: [APPROVE, SWAP] }, [APPROVE, SWAP], {
    recipient: USER,
    now: 0,
  });
  e = stepPreparing(e, 'a', 1);
  if (withEffect) {
    const grants = [{ asset: USDC.address, spender: ROUTER, amount: 25_000_000n }];
    e = stepEffectSimulated(e, 'a', { changes: [], grants }, 2);
  }
  return stepAtWallet(e, 'a', { nonce: 1, target: ROUTER }, 3);
}

let controller: ExecutionController | undefined;
function Controller() {
  controller = useExecutionController();
  return null;
}

async function showing(execution: Execution, language = 'en') {
  putExecution(createExecutionStore({ storageKey: KEY }), execution);
  renderInWidget(
    <I18nProvider language={language}>
      <SwapCard />
      <Controller />
    </I18nProvider>,
    { client: fakeRoutingClient({ chains: [ETHEREUM], tokens: { '31337': [ETH, USDC] } }) },
  );
  await controller!.start(ROUTE, undefined);
  // This tab runs it: the prompt is open here.
  act(() => approve(controller!.tabs, 'r1'));
  return screen.findByRole('list', { name: language === 'de' ? 'Schritte' : 'Steps' });
}

describe('the step at the wallet in the progress panel', () => {
  beforeAll(() => loadTranslations('de'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('shows the simulated effect of the transaction the wallet asks for', async () => {
    const steps = await showing(approvalAtWallet(true));
    const [approval, swap] = [...steps.children] as HTMLElement[];
    expect(approval).toHaveTextContent('Approve USDC — Confirm in your wallet');
    const effect = within(approval!).getByRole('list', { name: 'Simulated effect' });
    expect(effect).toHaveTextContent('Approve exactly 25 USDC to 0x5FbD…0aa3');
    expect(swap).not.toHaveTextContent('Approve exactly');
  });

  it('in German too', async () => {
    const steps = await showing(approvalAtWallet(true), 'de');
    expect(within(steps).getByRole('list', { name: 'Simulierte Wirkung' })).toHaveTextContent(
      'Genau 25 USDC für 0x5FbD…0aa3 freigeben',
    );
  });

  it('shows nothing more when no effect was simulated', async () => {
    const steps = await showing(approvalAtWallet(false));
    expect(within(steps).queryByRole('list', { name: 'Simulated effect' })).toBeNull();
  });
});
