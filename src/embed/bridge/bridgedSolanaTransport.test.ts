import { describe, expect, it, vi } from 'vitest';
import type { BridgeRequest } from '../../bridge/protocol';
import { createBridgedSolanaTransport } from './bridgedSolanaTransport';

const KEY = 'So11111111111111111111111111111111111111112';

function transportAnswering(answer: unknown) {
  const request = vi.fn(async (_r: BridgeRequest) => answer);
  return { transport: createBridgedSolanaTransport({ request }), request };
}

describe("the host page's Solana wallet over the bridge", () => {
  it('asks for the public key and for one transaction signed, base64 both ways', async () => {
    const connected = transportAnswering(KEY);
    await expect(connected.transport.connect()).resolves.toBe(KEY);
    await expect(connected.transport.connect({ silent: true })).resolves.toBe(KEY);
    expect(connected.request.mock.calls.map(([r]) => r.params)).toEqual([[], ['silent']]);
    const signing = transportAnswering('AQID');
    await expect(signing.transport.signTransaction('BAUG')).resolves.toBe('AQID');
    expect(signing.request).toHaveBeenCalledWith({
      wallet: 'solana',
      method: 'signTransaction',
      params: ['BAUG'],
    });
  });

  it.each([
    ['connect', 'not a key'],
    ['connect', 42],
    ['signTransaction', { signed: true }],
    ['signTransaction', 'A'.repeat(2000)],
  ] as const)(
    'refuses an answer to %s that is not what it returns (%j)',
    async (method, answer) => {
      const { transport } = transportAnswering(answer);
      const asked = method === 'connect' ? transport.connect() : transport.signTransaction('AQID');
      await expect(asked).rejects.toMatchObject({ code: -32603 });
    },
  );
});
