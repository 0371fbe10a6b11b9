import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { Route, StatusResult } from '../api/types';
import { engineDepsWith } from '../test/engineDeps';
import {
  ETH,
  evmNextTx,
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  USDC,
  USER,
} from '../test/erc20Swap';
import { route as makeRoute } from '../test/routeFixtures';
import { beginExecution, runExecution } from './runExecution';

/**
 * One route, one tab, even when the tab's lease is taken from it (any script of the origin can
 * steal a Web Lock; a frozen tab's heartbeat lease expires): the run stops before its next
 * prompt, and what its open prompt answers afterwards is still saved, since it exists.
 */
const ROUTE: Route = makeRoute({
  routeId: 'r1',
  from: USDC,
  to: ETH,
  steps: [SWAP],
  inputAmount: 250n,
  userWalletAddress: USER,
});

const client = {
  createTx: async () => ({ routeId: 'r1', steps: [SWAP] }),
  getNextTx: async ({ stepId }: { stepId: string }) =>
    evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef' }),
  getStatus: async ({ stepId }: { stepId: string }) =>
    ({ routeId: 'r1', stepId, status: 'success', warnings: [] }) as StatusResult,
} as unknown as RoutingClient;

describe('a run whose lease is lost', () => {
  it('right before the prompt (confirmLease finds it gone): the wallet is never asked, nothing fails', async () => {
    const { signer, sent } = recordingEvmSigner();
    const lease = new AbortController();
    const { deps } = engineDepsWith(client, signer, {
      confirmLease: () => lease.abort(new DOMException('Another tab took this swap over.')),
    });
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, lease.signal);
    expect(sent).toHaveLength(0);
    expect(left.status).toBe('running');
    expect(left.steps[0]).toMatchObject({ phase: 'wallet', nonce: 5, error: undefined });
  });

  it('while its prompt is open: the hash the wallet answers is still saved, never lost', async () => {
    const lease = new AbortController();
    const { signer, sent } = recordingEvmSigner();
    const send = signer.sendTransaction;
    signer.sendTransaction = async (call) => {
      lease.abort(new DOMException('Another tab took this swap over.'));
      return send(call);
    };
    const { deps } = engineDepsWith(client, signer);
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, lease.signal);
    expect(sent).toHaveLength(1);
    expect(left.steps[0]).toMatchObject({ phase: 'submitted', txHash: hashOf(1) });
    // Whoever runs it next follows that hash: no second prompt.
    const { signer: next, sent: sentNext } = recordingEvmSigner({
      nonce: async () => 6,
      minedNonce: async () => 6,
    });
    const done = await runExecution('r1', { ...deps, signers: { evm: next } });
    expect(done.status).toBe('done');
    expect(sentNext).toHaveLength(0);
  });
});
