import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, StatusResult, Step } from '../../api/types';
import { NATIVE_EVM_ADDRESS } from '../../lib/nativeAddresses';
import { engineDepsWith } from '../../test/engineDeps';
import {
  APPROVAL,
  EVIL,
  evmNextTx,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  SWAP_ONLY_ROUTE,
  USDC,
} from '../../test/erc20Swap';
import type { AccountEffect, EffectSimulation } from '../effects/accountEffects';
import { createExecutionStore, putExecution } from '../executionStore';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { EvmCall } from '../signers';
import { decodeApprove, encodeApprove } from './approval';

/** The engine's EVM step with a wallet whose simulation answers what the test says. */
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const THOUSAND_DAI = 1000n * 10n ** 18n;

function client(steps: Step[] = [SWAP]) {
  const calls: string[] = [];
  const fake = {
    createTx: async () => ({ routeId: 'r1', steps }),
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      return stepId === 'approve'
        ? evmNextTx(stepId, { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, 250n) })
        : evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef' });
    },
    getStatus: async ({ stepId }: { stepId: string }): Promise<StatusResult> => ({
      routeId: 'r1',
      stepId,
      status: 'success',
      warnings: [],
    }),
  } as unknown as RoutingClient;
  return { client: fake, calls };
}

/** A wallet whose simulation of each call answers `effects(call)`. */
function wallet(effects: (call: EvmCall) => EffectSimulation | AccountEffect[]) {
  const simulated: EvmCall[] = [];
  const { signer, sent } = recordingEvmSigner({
    simulateEffects: async (call) => {
      simulated.push(call);
      const answer = effects(call);
      return Array.isArray(answer) ? { status: 'simulated', effects: answer } : answer;
    },
    readTokenInfo: async ({ token }) =>
      token.toLowerCase() === DAI.toLowerCase() ? { symbol: 'DAI', decimals: 18 } : undefined,
  });
  return { signer, sent, simulated };
}

describe('the EVM step holds each transaction to its simulated effect', () => {
  it('refuses a swap that would also send a token outside the route, before any prompt', async () => {
    const { signer, sent, simulated } = wallet(() => [
      { kind: 'send', asset: DAI, amount: THOUSAND_DAI, to: EVIL },
    ]);
    const { deps } = engineDepsWith(client().client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would also send 1,000 DAI from your wallet. Nothing was signed.',
    );
    expect(simulated).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('passes a swap that spends its own input and receives the output', async () => {
    const { signer, sent } = wallet(() => [
      { kind: 'send', asset: USDC.address, amount: 250n, to: ROUTER },
      { kind: 'receive', asset: NATIVE_EVM_ADDRESS, amount: 10n ** 15n },
    ]);
    const { deps } = engineDepsWith(client().client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it('refuses a swap that takes more of its input than the step spends', async () => {
    const { signer, sent } = wallet(() => [
      { kind: 'send', asset: USDC.address, amount: 251n, to: ROUTER },
    ]);
    const { deps } = engineDepsWith(client().client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would take 0.000251 USDC from your wallet, more than the 0.00025 USDC this step spends. Nothing was signed.',
    );
    expect(sent).toHaveLength(0);
  });

  it("passes the approval's own exact grant, and refuses one the widget did not plan", async () => {
    const exact = wallet((call) => {
      const approval = decodeApprove(call.data);
      return approval
        ? [{ kind: 'grant', asset: call.to, spender: approval.spender, amount: approval.amount }]
        : [];
    });
    const first = engineDepsWith(client([APPROVAL, SWAP]).client, exact.signer);
    await beginExecution(SWAP_ONLY_ROUTE, first.deps);
    expect((await runExecution('r1', first.deps)).status).toBe('done');
    expect(exact.sent.map((c) => decodeApprove(c.data)?.amount)).toEqual([250n, undefined]);

    const wider = wallet((call) =>
      decodeApprove(call.data)
        ? [{ kind: 'grant', asset: USDC.address, spender: EVIL, amount: 'all' }]
        : [],
    );
    const second = engineDepsWith(client([APPROVAL, SWAP]).client, wider.signer);
    await beginExecution(SWAP_ONLY_ROUTE, second.deps);
    const stopped = await runExecution('r1', second.deps);
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would also let 0xe7f1…0512 move all your USDC. Nothing was signed.',
    );
    expect(wider.sent).toHaveLength(0);
  });

  it('stops where the effect cannot be simulated, and signs only after "Effect not checked"', async () => {
    const { signer, sent } = wallet(() => ({ status: 'unsupported', reason: 'no eth_simulateV1' }));
    const { deps } = engineDepsWith(client().client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.error).toMatchObject({
      code: 'EFFECT_NOT_CHECKED',
      message:
        'This network\'s node cannot show what the transaction would do to your balances. Tick "Effect not checked" and try again to sign it anyway. Nothing was signed.',
    });
    expect(sent).toHaveLength(0);

    // Try again without the tick: stopped again, nothing signed.
    retryStep('r1', deps);
    expect((await runExecution('r1', deps)).steps[0]?.error?.code).toBe('EFFECT_NOT_CHECKED');
    expect(sent).toHaveLength(0);

    retryStep('r1', deps, { acceptUncheckedEffect: true });
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it('never takes "Effect not checked" from storage', async () => {
    const { signer, sent } = wallet(() => ({ status: 'unsupported', reason: 'no eth_simulateV1' }));
    const { deps, storage } = engineDepsWith(client().client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const planted = {
      ...deps.store.getState().executions.r1!,
      effectUncheckedAccepted: true as const,
    };
    putExecution(deps.store, planted);
    // Written without it; a record planted with it is read without it.
    expect(JSON.stringify(await storage.getItem('k'))).not.toContain('effectUnchecked');
    const raw = JSON.parse(String(await storage.getItem('k')));
    raw.state.executions.r1.effectUncheckedAccepted = true;
    await storage.setItem('k', JSON.stringify(raw));
    const reloaded = createExecutionStore({ storageKey: 'k', storage });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().executions.r1?.effectUncheckedAccepted).toBeUndefined();
    const run = await runExecution('r1', { ...deps, store: reloaded });
    expect(run.steps[0]?.error?.code).toBe('EFFECT_NOT_CHECKED');
    expect(sent).toHaveLength(0);
  });
});
