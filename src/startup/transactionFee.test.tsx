import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeChain } from '../test/renderWidget';
import { readTransactionFee } from './transactionFee';

const EVM_RPC = 'http://127.0.0.1:8545';
const SOL_RPC = 'http://127.0.0.1:8899';
const CHAINS = [
  makeChain({ chainId: '31337', name: 'Sandbox Ethereum', rpcUrls: ['wss://x', EVM_RPC] }),
  makeChain({ chainId: 'sol', name: 'Solana', networkType: 'sol', rpcUrls: [SOL_RPC] }),
];
const SENDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const PAYER = '931wtFGxz11zjHztrtXv2zCVipjLLepMS6b48bdDHv5i';
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

/** Answers each JSON-RPC `method` with `result`, and keeps what was asked. */
function stubRpc(results: Record<string, unknown>) {
  const asked: { url: string; method: string; params: unknown[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { id, method, params } = JSON.parse(String(init.body));
      asked.push({ url, method, params });
      return Response.json({ jsonrpc: '2.0', id, result: results[method] ?? null });
    }),
  );
  return asked;
}

const receipt = (fields: Record<string, unknown> = {}) => ({
  eth_getTransactionReceipt: {
    from: SENDER,
    gasUsed: '0xb411', // 46,097
    effectiveGasPrice: '0x3b9aca00', // 1 gwei
    status: '0x1',
    ...fields,
  },
});

const evm = { chainId: '31337', networkType: 'evm', hash: HASH } as const;
const sol = { chainId: 'sol', networkType: 'sol', hash: SIGNATURE } as const;

afterEach(() => vi.unstubAllGlobals());

describe('readTransactionFee', () => {
  it("EVM: gas used × effective price from the receipt, paid by its sender, on the chain's HTTP RPC", async () => {
    const asked = stubRpc(receipt());
    expect(await readTransactionFee(CHAINS, evm)).toEqual({
      payer: SENDER,
      fee: 46_097n * 1_000_000_000n,
    });
    expect(asked).toEqual([{ url: EVM_RPC, method: 'eth_getTransactionReceipt', params: [HASH] }]);
  });

  it('EVM rollup: the L1 data fee on the receipt is part of what the sender paid', async () => {
    stubRpc(
      receipt({ l1Fee: '0x2540be400', operatorFeeScalar: '0x0', operatorFeeConstant: '0x0' }),
    );
    expect((await readTransactionFee(CHAINS, evm)).fee).toBe(
      46_097n * 1_000_000_000n + 10_000_000_000n,
    );
  });

  it('EVM: a blob transaction also paid for its blobs', async () => {
    stubRpc(receipt({ blobGasUsed: '0x20000', blobGasPrice: '0x2' }));
    expect((await readTransactionFee(CHAINS, evm)).fee).toBe(
      46_097n * 1_000_000_000n + 0x20000n * 2n,
    );
  });

  it.each([
    [
      'an operator fee (its formula differs per chain)',
      receipt({ operatorFeeConstant: '0x64' }),
      `eth_getTransactionReceipt: ${HASH} paid an operator fee, which is not counted`,
    ],
    [
      'no effective gas price (a pre-London node)',
      receipt({ effectiveGasPrice: undefined }),
      `eth_getTransactionReceipt: ${HASH}: no sender, gasUsed or effectiveGasPrice`,
    ],
    [
      'a quantity that is not one',
      receipt({ gasUsed: '46097' }),
      'eth_getTransactionReceipt: gasUsed is not a quantity: 46097',
    ],
    [
      'no receipt (the node does not know the hash)',
      {},
      `eth_getTransactionReceipt: no receipt for ${HASH}`,
    ],
  ])('EVM: refuses %s rather than guess', async (_, results, details) => {
    stubRpc(results);
    await expect(readTransactionFee(CHAINS, evm)).rejects.toMatchObject({
      code: 'RPC_ERROR',
      details,
    });
  });

  it('Solana: meta.fee (base and priority), paid by the first account of the message', async () => {
    const asked = stubRpc({
      getTransaction: {
        slot: 9,
        meta: { fee: 5_000, err: null },
        transaction: { message: { accountKeys: [PAYER, '11111111111111111111111111111111'] } },
      },
    });
    expect(await readTransactionFee(CHAINS, sol)).toEqual({ payer: PAYER, fee: 5_000n });
    expect(asked[0]).toEqual({
      url: SOL_RPC,
      method: 'getTransaction',
      params: [
        SIGNATURE,
        { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ],
    });
  });

  it.each([
    ['an unknown signature', {}],
    [
      'a transaction without meta',
      { getTransaction: { meta: null, transaction: { message: { accountKeys: [PAYER] } } } },
    ],
  ])('Solana: refuses %s', async (_, results) => {
    stubRpc(results);
    await expect(readTransactionFee(CHAINS, sol)).rejects.toMatchObject({
      code: 'RPC_ERROR',
      details: `getTransaction: no fee or fee payer for ${SIGNATURE}`,
    });
  });

  it('refuses a chain it has no RPC for', async () => {
    await expect(readTransactionFee([], evm)).rejects.toThrow('no RPC for chain 31337');
  });
});
