import { base58, base64 } from '@scure/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAsset, SOLANA } from '../test/renderWidget';
import { readRecipientBalance } from './recipientBalance';

const RPC = 'http://127.0.0.1:8899';
const CHAIN = { ...SOLANA, rpcUrls: [RPC] };
const OWNER = '931wtFGxz11zjHztrtXv2zCVipjLLepMS6b48bdDHv5i';
const WSOL_MINT = 'So11111111111111111111111111111111111111112';
const USDC_MINT = '675p81dTfHMXuBxddCLxEUpbd5TjJaC557YhXLoJLPM7';
// SOL as the sandbox and Solana aggregators list it: under the wrapped-SOL mint, native.
const SOL = makeAsset({
  chainId: 'sol',
  networkType: 'sol',
  address: WSOL_MINT,
  symbol: 'SOL',
  decimals: 9,
  isNative: true,
});
const USDC = makeAsset({
  chainId: 'sol',
  networkType: 'sol',
  address: USDC_MINT,
  symbol: 'USDC',
  decimals: 6,
});

/** An SPL token account's first 72 bytes: mint, owner, amount (u64 LE). */
function tokenAccount(mint: string, amount: bigint) {
  const bytes = new Uint8Array(165);
  bytes.set(base58.decode(mint), 0);
  bytes.set(base58.decode(OWNER), 32);
  new DataView(bytes.buffer).setBigUint64(64, amount, true);
  return { pubkey: OWNER, account: { data: [base64.encode(bytes), 'base64'] } };
}

/** The ledger: 2.5 SOL in lamports, 7 USDC, and a wrapped-SOL token account of 0.1 SOL. */
function stubLedger() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { id, method, params } = JSON.parse(String(init.body));
      const result =
        method === 'getBalance'
          ? { context: { slot: 1 }, value: 2_500_000_000 }
          : {
              context: { slot: 1 },
              value:
                params[1].programId === 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
                  ? [tokenAccount(USDC_MINT, 7_000_000n), tokenAccount(WSOL_MINT, 100_000_000n)]
                  : [],
            };
      return Response.json({ jsonrpc: '2.0', id, result });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('readRecipientBalance', () => {
  it('reads SOL listed under the wrapped-SOL mint as the account lamports', async () => {
    stubLedger();
    expect(await readRecipientBalance([CHAIN], SOL, OWNER)).toBe(2_500_000_000n);
  });

  it('reads an SPL token as its token accounts', async () => {
    stubLedger();
    expect(await readRecipientBalance([CHAIN], USDC, OWNER)).toBe(7_000_000n);
  });

  it('refuses an asset of a chain it does not know', async () => {
    await expect(readRecipientBalance([], USDC, OWNER)).rejects.toThrow('no chain sol');
  });
});
