import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Execution } from '../../execution/model';
import { approve } from '../../execution/tabs/approvals';
import {
  startExecution,
  stepAtWallet,
  stepEffectSimulated,
  stepPreparing,
} from '../../execution/transitions';
import { loadTranslations } from '../../i18n/loadTranslations';
import { idleExecutionRuntime, replaceExecutionRuntime } from '../../test/idleExecutionRuntime';
import { ETH, ETHEREUM, fakeRoutingClient, makeAsset, SOLANA, USDC } from '../../test/renderWidget';
import { route, step } from '../../test/routeFixtures';
import { showExecution } from '../../test/shownExecution';

replaceExecutionRuntime(idleExecutionRuntime);

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

/** SOL as Solana routes list it (the wrapped-SOL mint), and a USDC mint. */
const SOL = makeAsset({
  chainId: 'sol',
  networkType: 'sol',
  address: 'So11111111111111111111111111111111111111112',
  symbol: 'SOL',
  decimals: 9,
  isNative: true,
});
const SOL_USDC = makeAsset({
  chainId: 'sol',
  networkType: 'sol',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
  decimals: 6,
});

/** A Solana swap's prompt open, with the effect its signer simulated (every network keeps one). */
function solanaSwapAtWallet(): Execution {
  const swap = step({
    stepId: 's',
    stepType: 'swap',
    from: SOL,
    to: SOL_USDC,
    inputAmount: 10n ** 8n,
    outputAmount: 15_000_000n,
  });
  const user = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
  let e = startExecution(
    route({
      routeId: 'r1',
      from: SOL,
      to: SOL_USDC,
      steps: [swap],
      inputAmount: 10n ** 8n,
      outputAmount: 15_000_000n,
      minOutputAmount: 15_000_000n,
      userWalletAddress: user,
    }),
    [swap],
    { recipient: user, now: 0 },
  );
  e = stepPreparing(e, 's', 1);
  const changes = [
    { asset: SOL.address, delta: -(10n ** 8n) - 5_000n },
    { asset: SOL_USDC.address, delta: 15_000_000n },
  ];
  e = stepEffectSimulated(e, 's', { changes, grants: [] }, 2);
  return stepAtWallet(e, 's', { programs: [] }, 3);
}

async function showing(execution: Execution, language = 'en') {
  const client = fakeRoutingClient({
    chains: [ETHEREUM, SOLANA],
    tokens: { '31337': [ETH, USDC], sol: [SOL, SOL_USDC] },
  });
  const { controller } = await showExecution(execution, { language, client });
  // This tab runs it: the prompt is open here.
  act(() => approve(controller.tabs, 'r1'));
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

  it('on Solana too: SOL paid, fee included, and USDC arriving', async () => {
    const steps = await showing(solanaSwapAtWallet());
    const effect = within(steps).getByRole('list', { name: 'Simulated effect' });
    expect(effect).toHaveTextContent('−0.100005 SOL');
    expect(effect).toHaveTextContent('+15 USDC');
  });

  it('shows nothing more when no effect was simulated', async () => {
    const steps = await showing(approvalAtWallet(false));
    expect(within(steps).queryByRole('list', { name: 'Simulated effect' })).toBeNull();
  });
});
