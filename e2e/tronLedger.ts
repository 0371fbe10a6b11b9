import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { parseUnits } from 'viem';
import type { SandboxToken } from './fixtures';
import { ledgerApi, TRON_CHAIN_ID, TRX, tronBalance } from './networkLedgers';

/** The sandbox's Tron ledger, for its first dev account (the widget's Tron dev wallet). */
export interface TronLedger {
  /** The ledger's full-node HTTP API (the chain's `rpcUrls` entry in `/chains`). */
  node: string;
  /** The sandbox's first Tron dev account: the widget's Tron dev wallet. */
  wallet: string;
  /** The wallet's balance of `token` (TRX, or a TRC-20's contract). */
  balance(token: string): Promise<bigint>;
  /** The TRX the transaction `txID` burned for its fee. */
  feeOf(txID: string): Promise<bigint>;
}

export async function tronLedger(
  request: APIRequestContext,
  apiUrl: string,
  sandboxUrl: string,
): Promise<TronLedger> {
  const [node, accounts] = await Promise.all([
    ledgerApi(request, apiUrl, TRON_CHAIN_ID),
    request.get(`${sandboxUrl}/__sandbox/accounts`).then((r) => r.json()),
  ]);
  const wallet = (accounts as { tron: { address: string }[] }).tron[0]?.address ?? '';
  return {
    node,
    wallet,
    balance: (token) => tronBalance(request, node, wallet, token),
    feeOf: async (txID) => {
      const info = await request.post(`${node}/wallet/gettransactioninfobyid`, {
        data: { value: txID },
      });
      return BigInt(((await info.json()) as { fee?: number }).fee ?? 0);
    },
  };
}

/** The wallet's balances of a Tron swap's input token and TRX. */
export interface TronBalances {
  input: bigint;
  trx: bigint;
}

export async function readTronBalances(
  ledger: TronLedger,
  input: SandboxToken,
): Promise<TronBalances> {
  const [inputBalance, trx] = await Promise.all([
    ledger.balance(input.address),
    ledger.balance(TRX),
  ]);
  return { input: inputBalance, trx };
}

/**
 * A TRC-20 -> TRX swap went through once, from `progress` at "Swap complete": its two source
 * transactions (the approval, the swap), exactly `amount` of the input gone, and TRX credited
 * (what arrived, the fees both burned added back) as the screen says it arrived.
 */
export async function expectTronSwapSettled({
  ledger,
  input,
  amount,
  before,
  progress,
}: {
  ledger: TronLedger;
  input: SandboxToken;
  amount: string;
  before: TronBalances;
  progress: Locator;
}): Promise<void> {
  const hashes = await progress
    .getByRole('link', { name: 'Source transaction' })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop() ?? ''));
  expect(hashes, 'source transactions').toHaveLength(2);
  const fees = (await Promise.all(hashes.map((h) => ledger.feeOf(h)))).reduce((a, b) => a + b, 0n);
  const after = await readTronBalances(ledger, input);
  expect(before.input - after.input, `${input.symbol} that left the wallet`).toBe(
    parseUnits(amount, input.decimals),
  );
  const credited = after.trx - before.trx + fees;
  expect(credited).toBeGreaterThan(0n);
  const end = progress.getByRole('status');
  const shown = /You received ([\d.,]+) TRX\b/.exec((await end.textContent()) ?? '')?.[1] ?? '';
  expect(parseUnits(shown.replace(/,/g, ''), 6), 'shown as received').toBe(credited);
}
