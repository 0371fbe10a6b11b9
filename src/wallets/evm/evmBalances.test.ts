import { decodeAbiParameters, encodeAbiParameters, maxUint256 } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeUint256, readEvmBalances } from './evmBalances';

const OWNER = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x2222222222222222222222222222222222222222';
const EMPTY = '0x3333333333333333333333333333333333333333';
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

describe('decodeUint256', () => {
  it('reads what viem encodes, as viem decodes it', () => {
    for (const value of [0n, 1n, 123_456_789_000_000_000_000n, maxUint256]) {
      const data = encodeAbiParameters([{ type: 'uint256' }], [value]);
      expect(decodeUint256(data)).toBe(value);
      expect(decodeUint256(data)).toBe(decodeAbiParameters([{ type: 'uint256' }], data)[0]);
    }
  });

  it('reads the first word of a longer answer, as viem does', () => {
    const data = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 9n]);
    expect(decodeUint256(data)).toBe(7n);
  });

  it('refuses empty or short data (no contract there), as viem does', () => {
    expect(() => decodeUint256('0x')).toThrowErrorMatchingInlineSnapshot(
      `[Error: Not an ABI-encoded uint256: 0x]`,
    );
    expect(() => decodeUint256(`0x${'0'.repeat(62)}`)).toThrow();
    expect(() => decodeAbiParameters([{ type: 'uint256' }], '0x')).toThrow();
  });
});

describe('readEvmBalances', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads native and ERC-20 balances and leaves out a token whose call returns nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { method, params } = JSON.parse(String(init.body));
        const result =
          method === 'eth_getBalance'
            ? '0xde0b6b3a7640000'
            : params[0].to === TOKEN
              ? encodeAbiParameters([{ type: 'uint256' }], [42n])
              : '0x';
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
      }),
    );
    const balances = await readEvmBalances('http://127.0.0.1:1/rpc', OWNER, [NATIVE, TOKEN, EMPTY]);
    expect(balances).toEqual(
      new Map([
        [NATIVE, 1_000_000_000_000_000_000n],
        [TOKEN, 42n],
      ]),
    );
  });
});
