import { createPublicClient, custom, encodeErrorResult, type PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { SimulationFailedError } from '../../execution/errors';
import type { EvmCall } from '../../execution/signers';
import { simulateEvmEffects } from './simulateEffects';

/** A node that answers `eth_call` as told and has no `eth_simulateV1` (JSON-RPC -32601). */
function nodeWithout(simulate: 'missing', call: 'ok' | 'revert'): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        async request({ method }: { method: string }) {
          if (method === 'eth_chainId') return '0x7a69';
          if (method === 'eth_simulateV1') {
            throw Object.assign(new Error(`the method ${method} does not exist`), { code: -32601 });
          }
          if (method === 'eth_call') {
            if (call === 'ok') return '0x';
            const data = encodeErrorResult({
              abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string' }] }],
              errorName: 'Error',
              args: ['SandboxRouter: deadline expired'],
            });
            throw Object.assign(new Error('execution reverted'), { code: 3, data });
          }
          throw new Error(`unexpected ${method} (${simulate})`);
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient;
}

const CALL: EvmCall = {
  chainId: 31337,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  data: '0xdeadbeef',
  value: 0n,
};

describe('simulateEvmEffects on a node without eth_simulateV1', () => {
  it('answers unsupported once a plain eth_call shows the call would not revert', async () => {
    await expect(simulateEvmEffects(nodeWithout('missing', 'ok'), CALL)).resolves.toEqual({
      status: 'unsupported',
      reason: 'the node does not answer eth_simulateV1',
    });
  });

  it('still refuses a call that reverts', async () => {
    const refused = simulateEvmEffects(nodeWithout('missing', 'revert'), CALL);
    await expect(refused).rejects.toBeInstanceOf(SimulationFailedError);
    await expect(refused).rejects.toMatchObject({
      shortMessage: expect.stringContaining('would fail on chain'),
    });
  });
});
