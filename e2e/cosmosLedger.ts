import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { parseUnits } from 'viem';
import type { SandboxToken } from './fixtures';
import { COSMOS_CHAIN_ID, cosmosBalance, ledgerApi } from './networkLedgers';

/** The sandbox's Cosmos ledger, for its first dev account (the widget's Cosmos dev wallet). */
export interface CosmosLedger {
  /** The ledger's REST API (the chain's `rpcUrls` entry in `/chains`). */
  rest: string;
  /** The sandbox's first Cosmos dev account: the widget's Cosmos dev wallet. */
  wallet: string;
  /** The wallet's balance of `denom`. */
  balance(denom: string): Promise<bigint>;
  /** How many transactions the wallet has had taken (its account's sequence). */
  sequence(): Promise<bigint>;
  /** The fee in `denom` the transaction `hash` paid; it must have succeeded (code 0). */
  feeOf(hash: string, denom: string): Promise<bigint>;
}

export async function cosmosLedger(
  request: APIRequestContext,
  apiUrl: string,
  sandboxUrl: string,
): Promise<CosmosLedger> {
  const [rest, accounts] = await Promise.all([
    ledgerApi(request, apiUrl, COSMOS_CHAIN_ID),
    request.get(`${sandboxUrl}/__sandbox/accounts`).then((r) => r.json()),
  ]);
  const wallet = (accounts as { cosmos: { address: string }[] }).cosmos[0]?.address ?? '';
  const get = async <T>(path: string) => (await (await request.get(`${rest}${path}`)).json()) as T;
  return {
    rest,
    wallet,
    balance: (denom) => cosmosBalance(request, rest, wallet, denom),
    sequence: async () => {
      const path = `/cosmos/auth/v1beta1/accounts/${wallet}`;
      const body = await get<{ account: { sequence?: string } }>(path);
      return BigInt(body.account.sequence ?? 0);
    },
    feeOf: async (hash, denom) => {
      const tx = await get<{
        tx: { auth_info: { fee: { amount: { denom: string; amount: string }[] } } };
        tx_response: { code: number };
      }>(`/cosmos/tx/v1beta1/txs/${hash}`);
      expect(tx.tx_response.code, `${hash}'s result`).toBe(0);
      return tx.tx.auth_info.fee.amount
        .filter((c) => c.denom === denom)
        .reduce((sum, c) => sum + BigInt(c.amount), 0n);
    },
  };
}

/** The wallet's balances of a swap's two tokens, and its account's sequence. */
export interface CosmosBalances {
  input: bigint;
  output: bigint;
  sequence: bigint;
}

export async function readCosmosBalances(
  ledger: CosmosLedger,
  input: SandboxToken,
  output: SandboxToken,
): Promise<CosmosBalances> {
  const [inputBalance, outputBalance, sequence] = await Promise.all([
    ledger.balance(input.address),
    ledger.balance(output.address),
    ledger.sequence(),
  ]);
  return { input: inputBalance, output: outputBalance, sequence };
}

/**
 * A one-transaction Cosmos swap paid in the chain's fee token went through once, from `progress`
 * at "Swap complete": one transaction taken, exactly `amount` of the input plus the fee that
 * transaction paid gone, and the output credited as the screen says it arrived. Answers what
 * arrived.
 */
export async function expectCosmosSwapSettled({
  ledger,
  input,
  output,
  amount,
  before,
  progress,
}: {
  ledger: CosmosLedger;
  input: SandboxToken;
  output: SandboxToken;
  amount: string;
  before: CosmosBalances;
  progress: Locator;
}): Promise<bigint> {
  const hashes = await progress
    .getByRole('link', { name: 'Source transaction' })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.split('/').pop() ?? ''));
  expect(hashes, 'source transactions').toHaveLength(1);
  const fee = await ledger.feeOf(hashes[0] ?? '', input.address);
  expect(fee).toBeGreaterThan(0n);
  const after = await readCosmosBalances(ledger, input, output);
  expect(after.sequence - before.sequence, 'transactions the wallet sent').toBe(1n);
  expect(before.input - after.input, `${input.symbol} that left: the input and the fee`).toBe(
    parseUnits(amount, input.decimals) + fee,
  );
  const received = after.output - before.output;
  const end = progress.getByRole('status');
  const shown =
    new RegExp(`You received ([\\d.,]+) ${output.symbol}\\b`).exec(
      (await end.textContent()) ?? '',
    )?.[1] ?? '';
  expect(parseUnits(shown.replace(/,/g, ''), output.decimals), 'shown as received').toBe(received);
  return received;
}
