import { UserRejectedRequestError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import {
  WalletConnectAnswerError,
  WalletConnectChainError,
} from '../walletConnect/walletConnectErrors';
import { walletConnectEvmProvider } from './walletConnectEvmProvider';

const DEV = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;

function provider(answer: () => Promise<unknown> = async () => HASH) {
  const request = vi.fn(async () => answer());
  const read = vi.fn(async () => '0x10');
  const p = walletConnectEvmProvider({
    link: { request } as never,
    account: () => ({ address: DEV, chainIds: [31337, 31338] }),
    chainId: () => 31337,
    read,
  });
  return { p, request, read };
}

const send = (tx: Record<string, unknown>) => ({ method: 'eth_sendTransaction', params: [tx] });

describe('walletConnectEvmProvider', () => {
  it('asks the wallet on the chain the transaction names, and answers its hash', async () => {
    const { p, request } = provider();
    const tx = { from: DEV.toLowerCase(), to: OTHER, value: '0x1', chainId: '0x7a6a' };
    await expect(p.request(send(tx))).resolves.toBe(HASH);
    expect(request).toHaveBeenCalledWith('eip155:31338', {
      method: 'eth_sendTransaction',
      params: [tx],
    });
  });

  it('refuses before anything is sent: another sender, or a chain the wallet did not approve', async () => {
    const { p, request } = provider();
    await expect(p.request(send({ from: OTHER, to: DEV }))).rejects.toBeInstanceOf(
      WalletConnectAnswerError,
    );
    await expect(p.request(send({ from: DEV, to: OTHER, chainId: '0x1' }))).rejects.toBeInstanceOf(
      WalletConnectChainError,
    );
    await expect(
      p.request({ method: 'personal_sign', params: ['0x68', OTHER] }),
    ).rejects.toBeInstanceOf(WalletConnectAnswerError);
    expect(request).not.toHaveBeenCalled();
  });

  it("checks the wallet's answer: a hash that is not one is refused", async () => {
    const { p } = provider(async () => 'sent!');
    await expect(p.request(send({ from: DEV, to: OTHER }))).rejects.toBeInstanceOf(
      WalletConnectAnswerError,
    );
  });

  it("a wallet's no (WalletConnect's 5000) is a rejection", async () => {
    const { p } = provider(async () => {
      throw { code: 5000, message: 'User rejected.' };
    });
    await expect(p.request(send({ from: DEV, to: OTHER }))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
  });

  it("reads go to the widget's own RPC, never to the wallet", async () => {
    const { p, request, read } = provider();
    await expect(p.request({ method: 'eth_estimateGas', params: [{}] })).resolves.toBe('0x10');
    expect(read).toHaveBeenCalledWith(31337, 'eth_estimateGas', [{}]);
    await expect(p.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await expect(p.request({ method: 'eth_accounts' })).resolves.toEqual([DEV]);
    await expect(
      p.request({ method: 'wallet_addEthereumChain', params: [] }),
    ).rejects.toMatchObject({ code: 4200 });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends a batch (EIP-5792) on the chain it names, from the session account only, and asks its status there', async () => {
    const { p, request } = provider(async () => ({ id: 'batch-1' }));
    const batch = (from: string, chainId: string) => ({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId, from, atomicRequired: true, calls: [] }],
    });
    await expect(p.request(batch(OTHER, '0x7a6a'))).rejects.toBeInstanceOf(
      WalletConnectAnswerError,
    );
    await expect(p.request(batch(DEV, '0x1'))).rejects.toBeInstanceOf(WalletConnectChainError);
    expect(request).not.toHaveBeenCalled();

    await expect(p.request(batch(DEV, '0x7a6a'))).resolves.toEqual({ id: 'batch-1' });
    expect(request).toHaveBeenLastCalledWith('eip155:31338', batch(DEV, '0x7a6a'));
    await p.request({ method: 'wallet_getCallsStatus', params: ['batch-1'] });
    expect(request).toHaveBeenLastCalledWith('eip155:31338', {
      method: 'wallet_getCallsStatus',
      params: ['batch-1'],
    });
  });
});
