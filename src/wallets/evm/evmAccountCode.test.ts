import { afterEach, describe, expect, it, vi } from 'vitest';
import { RpcCallError } from '../jsonRpc';
import { isContractCode, readEvmIsContract } from './evmAccountCode';

const RPC = 'http://rpc.test/';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('isContractCode', () => {
  it('is a contract with code, an account without, or with only an EIP-7702 delegation', () => {
    expect(isContractCode('0x6080604052')).toBe(true);
    expect(isContractCode('0x')).toBe(false);
    expect(isContractCode(`0xef0100${'ab'.repeat(20)}`)).toBe(false);
    // A longer code that merely starts like a delegation is a contract.
    expect(isContractCode(`0xef0100${'ab'.repeat(21)}`)).toBe(true);
  });
});

describe('readEvmIsContract', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const node = (answer: (body: { method: string; params: unknown[] }) => Response) => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      answer(JSON.parse(String(init.body))),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it("asks eth_getCode at the latest block and reads the node's answer", async () => {
    const fetch = node(() => Response.json({ jsonrpc: '2.0', id: 1, result: '0x6080' }));
    await expect(readEvmIsContract(RPC, ADDRESS)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(RPC, expect.anything());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toMatchObject({
      method: 'eth_getCode',
      params: [ADDRESS, 'latest'],
    });
  });

  it('refuses an answer that is no hex data: it says nothing about the address', async () => {
    for (const result of [null, 42, '0xzz', 'code']) {
      node(() => Response.json({ jsonrpc: '2.0', id: 1, result }));
      await expect(readEvmIsContract(RPC, ADDRESS)).rejects.toBeInstanceOf(RpcCallError);
    }
  });

  it('gives up after 10 s without an answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const read = readEvmIsContract(RPC, ADDRESS);
    const failed = expect(read).rejects.toThrow(/eth_getCode: no answer in 10000 ms/);
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
  });
});
