import { describe, expect, it, vi } from 'vitest';
import type { BridgeRequest } from '../../bridge/protocol';
import { createBridgedSolanaTransport } from './bridgedSolanaTransport';
import type { HostWalletEvent } from './iframeBridge';

const KEY = 'So11111111111111111111111111111111111111112';

function transportAnswering(answer: unknown) {
  const request = vi.fn(async (_r: BridgeRequest) => answer);
  const listeners = new Set<(event: HostWalletEvent) => void>();
  const onWalletEvent = (listener: (event: HostWalletEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The host forwards one of its wallets' events. */
  const hostSays = (event: HostWalletEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { transport: createBridgedSolanaTransport({ request, onWalletEvent }), request, hostSays };
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

  it("hears the Solana wallet's account changes, each key checked, and nothing of the EVM wallet's", () => {
    const { transport, hostSays } = transportAnswering(KEY);
    const heard: (string | null)[] = [];
    const stop = transport.onAccountChange?.((account) => heard.push(account));
    const OTHER = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';
    hostSays({ wallet: 'solana', name: 'accountsChanged', data: [OTHER] });
    hostSays({ wallet: 'solana', name: 'accountsChanged', data: ['<not a key>'] });
    hostSays({ wallet: 'solana', name: 'accountsChanged', data: [OTHER, KEY] });
    hostSays({ wallet: 'evm', name: 'accountsChanged', data: [KEY] });
    hostSays({ wallet: 'solana', name: 'disconnect' });
    stop?.();
    hostSays({ wallet: 'solana', name: 'accountsChanged', data: [KEY] });
    expect(heard).toEqual([OTHER, null]);
  });
});
