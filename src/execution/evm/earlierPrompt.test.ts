import { describe, expect, it } from 'vitest';
import { engineDepsWith } from '../../test/engineDeps';
import {
  alsoMined,
  EVIL,
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP_ONLY_ROUTE,
  swapOnlyService,
  USER,
} from '../../test/erc20Swap';
import type { ExecutionDeps } from '../deps';
import { beginExecution, retryStep, runExecution } from '../runExecution';
import type { EvmSigner } from '../signers';

/**
 * "Nothing was sent" only with the chain's word for it (issue 17, a stolen lease that signed
 * twice): a swap whose prompt was answered with an error, or left open by another tab or a
 * reload, keeps the nonce read before it until the chain shows what that prompt did. The
 * swap's wallet has its next nonce at 5.
 */
const ROUTE = SWAP_ONLY_ROUTE;
const service = swapOnlyService;

const refused = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** The swap stopped at its prompt (the wallet said no); `chain` is what the chain says after. */
async function stoppedAtPrompt(chain: Partial<EvmSigner>) {
  const { client, asked } = service();
  const { signer, sent } = recordingEvmSigner();
  const answer = signer.sendTransaction;
  let refuse = true;
  signer.sendTransaction = async (call) => {
    if (refuse) {
      Object.assign(signer, chain);
      throw refused();
    }
    return answer(call);
  };
  const { deps } = engineDepsWith(client, signer);
  await beginExecution(ROUTE, deps);
  const stopped = await runExecution('r1', deps);
  refuse = false;
  return { deps, stopped, signer, sent, asked };
}

const again = async (deps: ExecutionDeps) => {
  retryStep('r1', deps);
  return runExecution('r1', deps);
};

describe('a prompt answered with an error', () => {
  it('with the nonce unmoved, is settled: nothing was sent, and the nonce is forgotten', async () => {
    const { stopped } = await stoppedAtPrompt({});
    expect(stopped.steps[0]).toMatchObject({ phase: 'failed', error: { code: 'USER_REJECTED' } });
    expect(stopped.steps[0]?.nonce).toBeUndefined();
  });

  it('with the nonce moved, keeps it: Try again finds the transaction that went out and follows it, never asking again', async () => {
    const landed = hashOf(77) as `0x${string}`;
    const { deps, stopped, sent, asked } = await stoppedAtPrompt({
      nonce: async () => 6,
      minedNonce: async () => 6,
      findByNonce: async ({ nonce }) => (nonce === 5 ? landed : undefined),
      readTransaction: async ({ hash }) =>
        hash === landed
          ? {
              hash,
              from: USER,
              to: ROUTER,
              data: '0xdeadbeef',
              value: 0n,
              gas: 1n,
              nonce: 5,
              fees: { gasPrice: 1n },
              mined: true,
            }
          : undefined,
    });
    expect(stopped.steps[0]).toMatchObject({ phase: 'failed', nonce: 5 });
    const done = await again(deps);
    expect(done.steps[0]?.error).toBeUndefined();
    expect(done.status).toBe('done');
    expect(done.steps[0]?.txHash).toBe(landed);
    expect(sent).toHaveLength(0);
    expect(asked.filter((a) => a.startsWith('status'))).toEqual([`status:swap:${landed}`]);
  });

  it("whose nonce went to something else the person sent, asks again (that transaction is not the swap's)", async () => {
    const other = hashOf(78) as `0x${string}`;
    const { deps, signer, sent } = await stoppedAtPrompt({
      nonce: async () => 6,
      minedNonce: async () => 6,
      findByNonce: async () => other,
    });
    alsoMined(signer, other, EVIL);
    expect((await again(deps)).status).toBe('done');
    expect(sent.map((c) => c.to)).toEqual([ROUTER]);
  });

  it('with a transaction of that nonce still pending, waits for it, then stops saying so: never a second prompt', async () => {
    const { deps, sent } = await stoppedAtPrompt({
      nonce: async () => 6,
      minedNonce: async () => 5,
    });
    const stopped = await again(deps);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]?.error?.message).toMatch(/still pending/);
    expect(stopped.steps[0]?.nonce).toBe(5);
    expect(sent).toHaveLength(0);
  });
});

describe('a prompt asked again for a step whose earlier prompt sent nothing', () => {
  it('names the same nonce, so the earlier prompt (if still open elsewhere) and this one cannot both land', async () => {
    const { deps, sent } = await stoppedAtPrompt({});
    // The earlier prompt's nonce is kept when the chain could not be asked (say, offline).
    const e = deps.store.getState().executions.r1;
    if (!e) throw new Error('no execution');
    deps.store.setState({
      executions: { r1: { ...e, steps: e.steps.map((s) => ({ ...s, nonce: 5 })) } },
    });
    expect((await again(deps)).status).toBe('done');
    expect(sent.map((c) => c.nonce)).toEqual([5]);
  });

  it('a first prompt leaves the nonce to the wallet', async () => {
    const { client } = service();
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    expect((await runExecution('r1', deps)).status).toBe('done');
    expect(sent.map((c) => c.nonce)).toEqual([undefined]);
  });
});
