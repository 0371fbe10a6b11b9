import { describe, expect, it } from 'vitest';
import { engineDepsWith } from '../../test/engineDeps';
import {
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP_ONLY_ROUTE,
  swapOnlyService,
  USDC,
} from '../../test/erc20Swap';
import type { StepRecord } from '../model';
import { beginExecution, retryStep, runExecution } from '../runExecution';

describe('an EVM step at the wallet', () => {
  it('shows the effect its simulation showed, while the prompt is open', async () => {
    const { client } = swapOnlyService();
    let atPrompt: StepRecord | undefined;
    const { signer } = recordingEvmSigner({
      simulateEffects: async () => ({
        status: 'simulated',
        effects: [
          { kind: 'send', asset: USDC.address, amount: 250n, to: ROUTER },
          { kind: 'receive', asset: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', amount: 7n },
        ],
      }),
      sendTransaction: async () => {
        atPrompt = deps.store.getState().executions.r1?.steps[0];
        return hashOf(1) as `0x${string}`;
      },
    });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    await runExecution('r1', deps);
    expect(atPrompt).toMatchObject({
      phase: 'wallet',
      effect: {
        changes: [
          { asset: USDC.address, delta: -250n },
          { asset: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', delta: 7n },
        ],
        grants: [],
      },
    });
  });

  it('shows none when the node cannot simulate effects, once the person accepted that', async () => {
    const { client } = swapOnlyService();
    let atPrompt: StepRecord | undefined;
    const { signer } = recordingEvmSigner({
      simulateEffects: async () => ({ status: 'unsupported', reason: 'no eth_simulateV1' }),
      sendTransaction: async () => {
        atPrompt = deps.store.getState().executions.r1?.steps[0];
        return hashOf(1) as `0x${string}`;
      },
    });
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const stopped = await runExecution('r1', deps);
    expect(stopped.steps[0]?.error?.code).toBe('EFFECT_NOT_CHECKED');
    expect(atPrompt).toBeUndefined();
    retryStep('r1', deps, { acceptUncheckedEffect: true });
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(atPrompt).toMatchObject({ phase: 'wallet' });
    expect(atPrompt?.effect).toBeUndefined();
  });
});
