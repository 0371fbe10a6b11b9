import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { parseUnits } from 'viem';
import type { SandboxToken } from './fixtures';

/**
 * The sandbox's Tron ledger read the way a Tron wallet reads it: its full node's HTTP API (the
 * chain's `rpcUrls` entry in `/chains`), never the routing service.
 */
export const TRON_CHAIN_ID = '31339';
export const TRX = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

export interface TronLedger {
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
  const [chains, accounts] = await Promise.all([
    request.get(`${apiUrl}/chains`).then((r) => r.json()),
    request.get(`${sandboxUrl}/__sandbox/accounts`).then((r) => r.json()),
  ]);
  const node = (chains as { data: Array<{ chainId: string; rpcUrls: string[] }> }).data.find(
    (c) => c.chainId === TRON_CHAIN_ID,
  )?.rpcUrls[0];
  if (!node) throw new Error('/chains lists no Tron node');
  const wallet = (accounts as { tron: { address: string }[] }).tron[0]?.address ?? '';
  const post = async <T>(path: string, data: unknown) =>
    (await (await request.post(`${node}${path}`, { data })).json()) as T;
  return {
    wallet,
    balance: async (token) => {
      if (token === TRX) {
        const account = await post<{ balance?: number }>('/wallet/getaccount', {
          address: wallet,
          visible: true,
        });
        return BigInt(account.balance ?? 0);
      }
      const { tronAddressBytes } = await import('../src/execution/tron/tronAddress');
      const word = Buffer.from(tronAddressBytes(wallet)?.subarray(1) ?? []).toString('hex');
      const call = await post<{ constant_result: string[] }>('/wallet/triggerconstantcontract', {
        owner_address: wallet,
        contract_address: token,
        function_selector: 'balanceOf(address)',
        parameter: word.padStart(64, '0'),
        visible: true,
      });
      return BigInt(`0x${call.constant_result[0]}`);
    },
    feeOf: async (txID) =>
      BigInt(
        (await post<{ fee?: number }>('/wallet/gettransactioninfobyid', { value: txID })).fee ?? 0,
      ),
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
