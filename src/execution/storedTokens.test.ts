import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { Asset, NextTxResult, StatusResult } from '../api/types';
import { engineDepsWith } from '../test/engineDeps';
import {
  APPROVAL,
  ETH,
  evmNextTx,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  USDC,
  USER,
} from '../test/erc20Swap';
import { route as makeRoute } from '../test/routeFixtures';
import { encodeApprove } from './evm/approval';
import { putExecution } from './executionStore';
import type { Execution } from './model';
import { runExecution } from './runExecution';
import { startExecution } from './transitions';

/** 2 USDC for ETH, approval first, as this tab would have stored it. */
const ROUTE = makeRoute({
  routeId: 'r1',
  from: USDC,
  to: ETH,
  steps: [APPROVAL, SWAP].map((s) => ({ ...s, inputAmount: 2_000_000n })),
  inputAmount: 2_000_000n,
  userWalletAddress: USER,
});

/** Every amount ×10^60 and USDC's decimals +60: the screen still reads "2 USDC". */
function inflated(execution: Execution): Execution {
  const big = 10n ** 60n;
  const usdc = (a: Asset) => (a.address === USDC.address ? { ...a, decimals: a.decimals + 60 } : a);
  const route = {
    ...execution.route,
    from: usdc(execution.route.from),
    inputAmount: execution.route.inputAmount * big,
    steps: execution.route.steps.map((s) => ({ ...s, from: usdc(s.from), to: usdc(s.to) })),
  };
  return {
    ...execution,
    route,
    steps: execution.steps.map((r) => ({
      ...r,
      step: {
        ...r.step,
        from: usdc(r.step.from),
        to: usdc(r.step.to),
        inputAmount: r.step.inputAmount * big,
      },
    })),
  };
}

function fakeClient() {
  const calls: string[] = [];
  const client = {
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      return stepId === 'approve'
        ? evmNextTx(stepId, { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, 1n) })
        : evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef' });
    },
    getStatus: async ({ stepId }: { stepId: string }): Promise<StatusResult> => {
      calls.push(`status:${stepId}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] };
    },
  } as unknown as RoutingClient;
  return { client, calls };
}

/** The token list and the chain agree: USDC has 6 decimals, ETH 18. */
const tokenDecimals = async (asset: Asset) => (asset.address === USDC.address ? 6 : 18);

function stored(execution: Execution) {
  const { client, calls } = fakeClient();
  const { signer, sent } = recordingEvmSigner({ readTokenBalance: async () => 5_000_000n });
  const { deps } = engineDepsWith(client, signer, { tokenDecimals });
  putExecution(deps.store, execution);
  return { deps, calls, sent };
}

describe('a stored execution resumed: its tokens checked against the token list or the chain', () => {
  it('refuses a record whose decimals (and so amounts) were inflated, in words, before asking anything', async () => {
    const planted = inflated(startExecution(ROUTE, ROUTE.steps, { recipient: USER, now: 0 }));
    const { deps, calls, sent } = stored(planted);
    const stopped = await runExecution('r1', deps);

    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]?.error?.message).toBe(
      'The saved swap says USDC on Sandbox Ethereum has 66 decimals, but its token list or its chain says 6: the record was changed, so nothing was signed. Get a new quote.',
    );
  });

  it('runs the record as stored when its decimals agree', async () => {
    const { deps, sent } = stored(startExecution(ROUTE, ROUTE.steps, { recipient: USER, now: 0 }));
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent[0]?.data).toBe(encodeApprove(ROUTER, 2_000_000n));
  });
});

describe('an exact approval never exceeds what the account holds', () => {
  it('refuses, in words, an approval of more than the balance of the token', async () => {
    const { client } = fakeClient();
    const { signer, sent } = recordingEvmSigner({ readTokenBalance: async () => 1_999_999n });
    const { deps } = engineDepsWith(client, signer);
    putExecution(deps.store, startExecution(ROUTE, ROUTE.steps, { recipient: USER, now: 0 }));
    const stopped = await runExecution('r1', deps);

    expect(sent).toEqual([]);
    expect(stopped.steps[0]).toMatchObject({ phase: 'failed' });
    expect(stopped.steps[0]?.error?.message).toBe(
      'This step would approve more USDC than your account holds, so it was not signed. Nothing was signed.',
    );
  });
});
