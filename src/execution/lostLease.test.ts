import { describe, expect, it } from 'vitest';
import { engineDepsWith } from '../test/engineDeps';
import { hashOf, recordingEvmSigner, SWAP_ONLY_ROUTE, swapOnlyService } from '../test/erc20Swap';
import { beginExecution, runExecution } from './runExecution';

/**
 * One route, one tab, even when the tab's lease is taken from it (any script of the origin can
 * steal a Web Lock; a frozen tab's heartbeat lease expires): the run stops before its next
 * prompt, and what its open prompt answers afterwards is still saved, since it exists.
 */
const ROUTE = SWAP_ONLY_ROUTE;
const { client } = swapOnlyService();

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

  it('right before the wallet is asked to switch chains: neither switched nor asked to send', async () => {
    const switched: number[] = [];
    const { signer, sent } = recordingEvmSigner({
      walletChainId: async () => 1,
      switchChain: async (chainId) => {
        switched.push(chainId);
      },
    });
    const lease = new AbortController();
    const { deps } = engineDepsWith(client, signer, {
      confirmLease: () => lease.abort(new DOMException('Another tab took this swap over.')),
    });
    await beginExecution(ROUTE, deps);
    const left = await runExecution('r1', deps, lease.signal);
    expect(switched).toEqual([]);
    expect(sent).toHaveLength(0);
    expect(left.steps[0]).toMatchObject({ phase: 'switching-chain', error: undefined });
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
