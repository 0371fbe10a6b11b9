import { describe, expect, it, vi } from 'vitest';
import type { BridgeRequest } from '../../bridge/protocol';
import { createBridgedEvmProvider } from './bridgedEvmProvider';
import type { HostWalletEvent } from './iframeBridge';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;

/** A bridge that answers from `answers` and lets the test emit the host wallet's events. */
function fakeBridge(answers: Partial<Record<string, unknown>>) {
  let emit: (event: HostWalletEvent) => void = () => {};
  const request = vi.fn(async (r: BridgeRequest) => answers[r.method]);
  return {
    bridge: {
      request,
      onWalletEvent: (listener: (event: HostWalletEvent) => void) => {
        emit = listener;
        return () => {};
      },
    },
    request,
    emit: (event: HostWalletEvent) => emit(event),
  };
}

describe("the host page's wallet as an EIP-1193 provider in the iframe", () => {
  it('asks the host and answers what it said, when it is what the method returns', async () => {
    const { bridge, request } = fakeBridge({ eth_accounts: [ACCOUNT], eth_sendTransaction: HASH });
    const provider = createBridgedEvmProvider(bridge);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ACCOUNT]);
    const tx = { from: ACCOUNT, to: ACCOUNT, value: '0x0', gas: undefined };
    await expect(provider.request({ method: 'eth_sendTransaction', params: [tx] })).resolves.toBe(
      HASH,
    );
    // Plain JSON goes over: the undefined field is left out, as the host's check wants.
    expect(request.mock.calls.map(([r]) => r)).toEqual([
      { wallet: 'evm', method: 'eth_accounts', params: [] },
      {
        wallet: 'evm',
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x0' }],
      },
    ]);
  });

  it.each([
    ['eth_accounts', ['not an address']],
    ['eth_chainId', 31337],
    ['eth_sendTransaction', '0x1234'],
    ['eth_signTypedData_v4', { r: '0x', s: '0x' }],
    ['wallet_switchEthereumChain', 'switched'],
  ])('refuses an answer to %s that is not what it returns (%j)', async (method, answer) => {
    const provider = createBridgedEvmProvider(fakeBridge({ [method]: answer }).bridge);
    await expect(provider.request({ method })).rejects.toMatchObject({ code: -32603 });
  });

  it('refuses other methods without asking the host (4200)', async () => {
    const { bridge, request } = fakeBridge({});
    const provider = createBridgedEvmProvider(bridge);
    for (const method of ['personal_sign', 'eth_sign', 'eth_call', 'wallet_addEthereumChain']) {
      await expect(provider.request({ method })).rejects.toMatchObject({ code: 4200 });
    }
    expect(request).not.toHaveBeenCalled();
  });

  it("passes on the host wallet's events whose data is what the event carries", () => {
    const { bridge, emit } = fakeBridge({});
    const provider = createBridgedEvmProvider(bridge);
    const accounts = vi.fn();
    const chain = vi.fn();
    provider.on('accountsChanged', accounts);
    provider.on('chainChanged', chain);
    emit({ wallet: 'evm', name: 'accountsChanged', data: [ACCOUNT] });
    emit({ wallet: 'evm', name: 'accountsChanged', data: ['0xnot'] });
    emit({ wallet: 'evm', name: 'chainChanged', data: '0x7a6a' });
    emit({ wallet: 'solana', name: 'chainChanged', data: '0x1' });
    provider.removeListener('chainChanged', chain);
    emit({ wallet: 'evm', name: 'chainChanged', data: '0x1' });
    expect(accounts.mock.calls).toEqual([[[ACCOUNT]]]);
    expect(chain.mock.calls).toEqual([['0x7a6a']]);
  });
});
