import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import type { EvmCall } from '../../execution/signers';
import { type WalletRequest, walletBatching } from './walletBatching';

/** EIP-5792 as it goes over the wire to the wallet: what is asked, and how its answers are read. */
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const APPROVE: EvmCall = { chainId: 31337, from: USER, to: USDC, data: '0x095ea7b3', value: 0n };
const SWAP: EvmCall = { chainId: 31337, from: USER, to: ROUTER, data: '0xdeadbeef', value: 5n };

/** A wallet answering each method as given (a function throws or answers), recording requests. */
function wallet(answers: Record<string, unknown | (() => unknown)>) {
  const requests: { method: string; params: unknown[] }[] = [];
  const request: WalletRequest = async (args) => {
    requests.push(args);
    const answer = answers[args.method];
    return typeof answer === 'function' ? answer() : answer;
  };
  const batching = walletBatching(request, () => ({}) as PublicClient);
  return { batching, requests };
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('walletBatching (EIP-5792 over the wallet)', () => {
  it('sends the checked calls as one wallet_sendCalls on their chain, atomicRequired, and answers its id', async () => {
    const { batching, requests } = wallet({ wallet_sendCalls: { id: 'batch-1' } });
    expect(await batching.send([APPROVE, SWAP])).toBe('batch-1');
    expect(requests).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: USER,
            atomicRequired: true,
            calls: [
              { to: USDC, data: '0x095ea7b3', value: '0x0' },
              { to: ROUTER, data: '0xdeadbeef', value: '0x5' },
            ],
          },
        ],
      },
    ]);
  });

  it('batches when the capabilities say atomic "supported" or "ready" on the chain, and not otherwise', async () => {
    const on = (status: string) => ({ '0x7a69': { atomic: { status } } });
    for (const [capabilities, atomic] of [
      [on('supported'), true],
      [on('ready'), true],
      [on('unsupported'), false],
      [{ '0x1': { atomic: { status: 'supported' } } }, false],
      ['yes', false],
      [null, false],
    ] as const) {
      const { batching, requests } = wallet({ wallet_getCapabilities: capabilities });
      expect(await batching.atomic({ chainId: 31337, account: USER })).toBe(atomic);
      expect(requests).toEqual([{ method: 'wallet_getCapabilities', params: [USER, ['0x7a69']] }]);
    }
  });

  it('sends one transaction at a time for a wallet without wallet_getCapabilities (4200, -32601, "method not found")', async () => {
    for (const missing of [
      rpcError(4200, 'Unsupported method'),
      rpcError(-32601, 'Method not found'),
      new Error('the method wallet_getCapabilities does not exist / is not available'),
    ]) {
      const { batching } = wallet({
        wallet_getCapabilities: () => {
          throw missing;
        },
      });
      expect(await batching.atomic({ chainId: 31337, account: USER })).toBe(false);
    }
  });

  it('refuses a batch id that is not one: the wallet may answer anything', async () => {
    for (const garbage of [undefined, null, 42, {}, { id: 7 }, '', { id: 'x'.repeat(4097) }]) {
      const { batching } = wallet({ wallet_sendCalls: garbage });
      await expect(batching.send([APPROVE, SWAP])).rejects.toThrow(/no batch id/);
    }
  });

  it('asks the batch status by its id and reads the answer as EIP-5792', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const { batching, requests } = wallet({
      wallet_getCallsStatus: { status: 200, receipts: [{ transactionHash: hash }] },
    });
    expect(await batching.status({ chainId: 31337, id: 'batch-1' })).toEqual({
      status: 'confirmed',
      hashes: [hash],
    });
    expect(requests).toEqual([{ method: 'wallet_getCallsStatus', params: ['batch-1'] }]);
  });
});
