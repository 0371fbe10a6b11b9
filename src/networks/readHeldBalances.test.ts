import { base64 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chain } from '../api/types';
import { tokenKey } from '../lib/tokenKey';
import { readHeldBalances } from './readHeldBalances';

const WSOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OWNER = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';
const SOLANA = { chainId: 'sol', networkType: 'sol', rpcUrls: ['http://127.0.0.1:8899'] } as Chain;

function tokenAccount(mint: string, amount: bigint) {
  const bytes = new Uint8Array(165);
  bytes.set(new PublicKey(mint).toBytes(), 0);
  new DataView(bytes.buffer).setBigUint64(64, amount, true);
  return { pubkey: OWNER, account: { data: [base64.encode(bytes), 'base64'] } };
}

afterEach(() => vi.unstubAllGlobals());

describe('readHeldBalances on Solana', () => {
  it("SOL listed under the wrapped-SOL mint is the account's SOL, not a wrapped-SOL token account", async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { method, params } = JSON.parse(String(init.body)) as {
        method: string;
        params: unknown[];
      };
      if (method === 'getBalance')
        return Response.json({ jsonrpc: '2.0', id: 1, result: { value: 5_000_000_000 } });
      const program = (params[1] as { programId: string }).programId;
      const accounts = program.startsWith('Tokenkeg')
        ? [tokenAccount(WSOL, 1n), tokenAccount(USDC, 7n)]
        : [];
      return Response.json({ jsonrpc: '2.0', id: 1, result: { value: accounts } });
    });
    const held = await readHeldBalances(SOLANA, OWNER, []);
    expect(held.get(tokenKey({ chainId: 'sol', address: WSOL }))).toBe(5_000_000_000n);
    expect(held.get(tokenKey({ chainId: 'sol', address: USDC }))).toBe(7n);
  });
});
