import { trimTrailing } from '../../lib/trimTrailing';

/**
 * Every balance `owner` holds, by denom, from the chain's SDK REST API (its `rpcUrls` entry).
 * Loaded with `import()` on the first Cosmos read.
 */
export async function readCosmosBalances(
  restUrl: string,
  owner: string,
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  const url = `${trimTrailing(restUrl, '/')}/cosmos/bank/v1beta1/balances/${encodeURIComponent(owner)}`;
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`balances: HTTP ${res.status}`);
  const { balances } = (await res.json()) as { balances?: { denom: string; amount: string }[] };
  const out = new Map<string, bigint>();
  for (const coin of balances ?? []) {
    if (/^\d{1,78}$/.test(coin.amount)) out.set(coin.denom, BigInt(coin.amount));
  }
  return out;
}
